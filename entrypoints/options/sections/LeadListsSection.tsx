// Options › Lead lists (issue 8). Placeholder until the feature lands.
export function LeadListsSection() {
  return (
    <section aria-labelledby="leadlists-title">
      <h1 id="leadlists-title">Lead lists</h1>
    </section>
  );
}
