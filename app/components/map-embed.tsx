import { parish } from "#app/config/parish";

/** The church on Google Maps, for a visitor to open. */
export function mapUrl(): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(parish.map.query)}`;
}

export function mapEmbedUrl(): string {
  return `${mapUrl()}&output=embed`;
}

export function directionsUrl(): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(parish.map.query)}`;
}

/** The church on a map. The frame loads lazily and only once rendered. */
export function MapEmbed({ title, className = "h-96" }: { title: string; className?: string }) {
  return (
    <iframe
      title={title}
      src={mapEmbedUrl()}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={`w-full rounded-xl border-0 ${className}`}
    />
  );
}
