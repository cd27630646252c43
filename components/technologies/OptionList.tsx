// The options of a select, each value shown through `text`.
export function OptionList<T extends string | number>({ options, text }: { options: readonly T[]; text(option: T): string }) {
  return (
    <>
      {options.map((o) => (
        <option key={o} value={o}>
          {text(o)}
        </option>
      ))}
    </>
  );
}
