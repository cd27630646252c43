// What the domain view shows or listens for once its first paint is done, in one lazy file (the
// popup's initial JS budget, tests/unit/build/popup-size.test.ts): "Compare with…", "Open in side panel"
// and the keyboard shortcuts.
import CompareLink from './CompareLink';
import PopupShortcuts from './PopupShortcuts';
import OpenSidePanel from './OpenSidePanel';

export default function LaterParts({ domain }: { domain: string }) {
  return (
    <>
      {/* One row with a gap between the two links, wrapping in longer languages (popup.css). */}
      <div className="later-links">
        <CompareLink domain={domain} />
        <OpenSidePanel />
      </div>
      <PopupShortcuts />
    </>
  );
}
