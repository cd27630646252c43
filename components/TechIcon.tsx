// A technology's icon, decorative (its name is always shown beside it); a monogram when the API
// has no icon or the image fails to load.
import { useState } from 'react';
import { Monogram } from './Monogram';

export function TechIcon({ name, icon, size = 20 }: { name: string; icon: string | null; size?: number }) {
  // Remembering which URL failed (not a boolean) lets a new icon URL try again.
  const [failed, setFailed] = useState<string | null>(null);
  if (!icon || icon === failed) return <Monogram name={name} size={size} />;
  return (
    <img className="tech-icon" src={icon} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(icon)} />
  );
}
