// Options › Audiences (issue 6). Placeholder until the feature lands.
export function AudiencesSection() {
  return (
    <section aria-labelledby="audiences-title">
      <h1 id="audiences-title">Audiences</h1>
    </section>
  );
}
