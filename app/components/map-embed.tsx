import { useParish } from "#app/features/content/site-content";
import { fullAddress, type ParishIdentity } from "#app/features/parish/identity";

type Located = Pick<ParishIdentity, "address">;

/** The church on Google Maps, found by its address, for a visitor to open. */
export function mapUrl(parish: Located): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(fullAddress(parish))}`;
}

export function mapEmbedUrl(parish: Located): string {
  return `${mapUrl(parish)}&output=embed`;
}

export function directionsUrl(parish: Located): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress(parish))}`;
}

/** The church on a map. The frame loads lazily and only once rendered. */
export function MapEmbed({ title, className = "h-96" }: { title: string; className?: string }) {
  return (
    <iframe
      title={title}
      src={mapEmbedUrl(useParish())}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={`w-full rounded-xl border-0 ${className}`}
    />
  );
}
