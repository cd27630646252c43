// "Add all to audience" (issue 6), used by result tables of other sections (technology sites,
// signals, lead lists): puts the given domains into an existing or new audience.
// Placeholder until the audiences feature lands: the props are the contract.
export interface AddAllToAudienceProps {
  /** Registrable domains (already normalised by the caller, or raw: the audience import normalises). */
  domains: string[];
  /** Button label; default "Add all to audience". */
  label?: string;
}

export function AddAllToAudience({ domains, label = 'Add all to audience' }: AddAllToAudienceProps) {
  return (
    <button type="button" disabled={domains.length === 0}>
      {label}
    </button>
  );
}
