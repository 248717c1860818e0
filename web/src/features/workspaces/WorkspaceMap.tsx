import "leaflet/dist/leaflet.css";
import { circle, divIcon, map as leafletMap, marker, tileLayer, type Circle, type Map as LeafletMap, type Marker } from "leaflet";
import { useEffect, useRef } from "react";
import { css } from "styled-system/css";

/** OpenStreetMap's tiles, loaded by the user's browser (the CSP allows this host for images only). */
export const MAP_TILES_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

export interface WorkspaceMapProps {
  /** The place the fields hold, or null while they hold no valid place (the map then keeps its last one). */
  readonly place: { readonly lat: number; readonly lng: number; readonly radius: number } | null;
  /** The pin was dragged or the map clicked: the fields take the new place. */
  readonly onMove: (lat: number, lng: number) => void;
  /** What the map is for, for screen readers. */
  readonly label: string;
}

const styles = {
  map: css({ height: "56", width: "full", borderRadius: "lg", borderWidth: "1px", borderColor: "border.default", bg: "bg.subtle", zIndex: 0 }),
  pin: css({ borderRadius: "full", bg: "accent.default", borderWidth: "2px", borderColor: "white", boxShadow: "md" }),
};

/**
 * A Leaflet map with a movable pin and the radius circle. It is an aid: the latitude, longitude and
 * radius fields hold the values, drive the pin and work without it (the form works when tiles cannot
 * load). Leaflet is imperative, so one effect owns the map's life and another follows the fields.
 */
export const WorkspaceMap = ({ place, onMove, label }: WorkspaceMapProps) => {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: LeafletMap; pin: Marker; ring: Circle } | null>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);

  const initial = useRef(place);
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const start = initial.current ?? { lat: 60.1699, lng: 24.9384, radius: 100 };
    const map = leafletMap(element, { center: [start.lat, start.lng], zoom: 15, keyboard: false, scrollWheelZoom: false });
    // Only the origin goes to the tile host (the app's own policy is no-referrer; OSM asks for one).
    tileLayer(MAP_TILES_URL, { maxZoom: 19, referrerPolicy: "strict-origin", attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' }).addTo(map);
    const ring = circle([start.lat, start.lng], { radius: start.radius, weight: 2 }).addTo(map);
    const pin = marker([start.lat, start.lng], {
      draggable: true,
      keyboard: false,
      icon: divIcon({ className: styles.pin, iconSize: [18, 18] }),
    }).addTo(map);
    const moved = (lat: number, lng: number) => onMoveRef.current(lat, lng);
    pin.on("drag", () => ring.setLatLng(pin.getLatLng()));
    pin.on("dragend", () => moved(pin.getLatLng().lat, pin.getLatLng().lng));
    map.on("click", (event) => moved(event.latlng.lat, event.latlng.lng));
    parts.current = { map, pin, ring };
    return () => {
      map.remove();
      parts.current = null;
    };
  }, []);

  const [lat, lng, radius] = place === null ? [null, null, null] : [place.lat, place.lng, place.radius];
  useEffect(() => {
    const current = parts.current;
    if (current === null || lat === null || lng === null || radius === null) return;
    current.pin.setLatLng([lat, lng]);
    current.ring.setLatLng([lat, lng]).setRadius(radius);
    if (!current.map.getBounds().contains([lat, lng])) current.map.panTo([lat, lng]);
    // What the map shows, readable by tests and tools without reading Leaflet's internals.
    container.current?.setAttribute("data-pin", `${current.pin.getLatLng().lat},${current.pin.getLatLng().lng}`);
    container.current?.setAttribute("data-radius", String(current.ring.getRadius()));
  }, [lat, lng, radius]);

  return <div ref={container} className={styles.map} role="group" aria-label={label} data-testid="workspace-map" />;
};
