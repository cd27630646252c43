// A loading placeholder the size of a few lines, announced once to screen readers.
export function LoadingBlock({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className="credits-loading" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading {label}…
      </p>
      <div className="skeleton" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    </div>
  );
}
