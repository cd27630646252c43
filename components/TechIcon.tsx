// A technology's icon, decorative (its name is always shown beside it); a monogram when the API
// has no icon, gives one that is not https, or the image fails to load.
import { useState } from 'react';
import { Monogram } from './Monogram';
import { safeImageSrc } from './format';

export function TechIcon({ name, icon, size = 20 }: { name: string; icon: string | null; size?: number }) {
  // Remembering which URL failed (not a boolean) lets a new icon URL try again.
  const [failed, setFailed] = useState<string | null>(null);
  const src = safeImageSrc(icon);
  if (!src || src === failed) return <Monogram name={name} size={size} />;
  return <img className="tech-icon" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}
