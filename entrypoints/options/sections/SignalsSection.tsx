// Options › Signals & alerts (issue 7). Placeholder until the feature lands.
export function SignalsSection() {
  return (
    <section aria-labelledby="signals-title">
      <h1 id="signals-title">Signals &amp; alerts</h1>
    </section>
  );
}
