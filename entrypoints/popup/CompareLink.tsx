// "Compare with…": opens Options › Compare sites with this site in it. Loaded lazily: the popup's
// first paint does not need it (its initial JS budget, tests/unit/build/popup-size.test.ts).
import { compareHash, optionsUrl } from '@/lib/ui/routes';

export default function CompareLink({ domain }: { domain: string }) {
  return (
    <a className="compare-link" href={optionsUrl(compareHash([domain]))} target="_blank" rel="noreferrer">
      Compare with…
    </a>
  );
}
