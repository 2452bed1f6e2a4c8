/* global window, document, ResizeObserver */
// A stand-in for the Maps JavaScript API (https://maps.googleapis.com/maps/api/js), served to the browser
// by the journeys: there is no network to Google in CI, and a real map cannot be read by a test anyway.
// It implements only what @vis.gl/react-google-maps 1.10 (APIProvider, Map, Marker, InfoWindow, useMap)
// touches, and draws plain DOM a test can read:
//   map     [data-testid="fake-map"] with data-center, data-zoom, data-gesture-handling, data-draggable, ...
//   marker  a <button> titled and labelled with the marker title, data-size = the icon's scaled width
//   popup   [role="dialog"] holding the InfoWindow content, closed with its "Close" button
// The map box carries its Map as `__fakeMap`, so a journey can move the camera as a user's drag would.
(() => {
  const google = (window.google = window.google || {});
  // The loader's bootstrap created google.maps and calls importLibrary on that very object after the
  // callback: extend it, never replace it.
  const maps = (google.maps = google.maps || {});

  // ---------- events ----------

  const listeners = new WeakMap(); // instance → Map(event name → Set(handler))

  const handlersOf = (instance, name) => {
    if (!listeners.has(instance)) listeners.set(instance, new Map());
    const byName = listeners.get(instance);
    if (!byName.has(name)) byName.set(name, new Set());
    return byName.get(name);
  };

  const event = {
    addListener(instance, name, handler) {
      const handlers = handlersOf(instance, name);
      const entry = (...args) => handler.apply(instance, args);
      handlers.add(entry);
      return { remove: () => handlers.delete(entry) };
    },
    addListenerOnce(instance, name, handler) {
      const listener = event.addListener(instance, name, (...args) => {
        listener.remove();
        handler.apply(instance, args);
      });
      return listener;
    },
    removeListener: (listener) => listener?.remove(),
    clearListeners: (instance, name) => listeners.get(instance)?.delete(name),
    clearInstanceListeners: (instance) => listeners.delete(instance),
    trigger(instance, name, ...args) {
      for (const handler of [...(listeners.get(instance)?.get(name) ?? [])]) handler(...args);
    },
  };

  /** google.maps.MVCObject: listeners and key-value properties with `{key}_changed` events. */
  class MVCObject {
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
    get(key) {
      return this.mvcValues?.[key];
    }
    set(key, value) {
      this.mvcValues = { ...this.mvcValues, [key]: value };
      event.trigger(this, `${key}_changed`);
    }
    setValues(values) {
      for (const [key, value] of Object.entries(values ?? {})) this.set(key, value);
    }
  }

  // ---------- geometry ----------

  class LatLng {
    constructor(latOrLiteral, lng) {
      const literal =
        latOrLiteral instanceof LatLng
          ? latOrLiteral.toJSON()
          : typeof latOrLiteral === 'object' && latOrLiteral !== null
            ? latOrLiteral
            : { lat: latOrLiteral, lng };
      this.latitude = Number(literal.lat);
      this.longitude = Number(literal.lng);
    }
    lat() {
      return this.latitude;
    }
    lng() {
      return this.longitude;
    }
    toJSON() {
      return { lat: this.latitude, lng: this.longitude };
    }
    equals(other) {
      return !!other && other.lat() === this.latitude && other.lng() === this.longitude;
    }
    toString() {
      return `(${this.latitude}, ${this.longitude})`;
    }
    toUrlValue(precision = 6) {
      return `${this.latitude.toFixed(precision)},${this.longitude.toFixed(precision)}`;
    }
  }

  const toLatLng = (value) => (value instanceof LatLng ? value : new LatLng(value));

  class LatLngBounds {
    /** (southWest?, northEast?) as LatLngs or literals, or one LatLngBoundsLiteral. */
    constructor(southWestOrLiteral, northEast) {
      this.edges = null; // { south, west, north, east }; null while empty
      if (southWestOrLiteral && 'north' in southWestOrLiteral) {
        const { south, west, north, east } = southWestOrLiteral;
        this.edges = { south, west, north, east };
        return;
      }
      if (southWestOrLiteral) this.extend(southWestOrLiteral);
      if (northEast) this.extend(northEast);
    }
    extend(point) {
      const { lat, lng } = toLatLng(point).toJSON();
      const e = this.edges;
      this.edges = e
        ? {
            south: Math.min(e.south, lat),
            west: Math.min(e.west, lng),
            north: Math.max(e.north, lat),
            east: Math.max(e.east, lng),
          }
        : { south: lat, west: lng, north: lat, east: lng };
      return this;
    }
    union(other) {
      const bounds = toBounds(other);
      if (!bounds.isEmpty()) this.extend(bounds.getSouthWest()).extend(bounds.getNorthEast());
      return this;
    }
    contains(point) {
      if (!this.edges) return false;
      const { lat, lng } = toLatLng(point).toJSON();
      const { south, west, north, east } = this.edges;
      const withinLongitude = west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
      return lat >= south && lat <= north && withinLongitude;
    }
    intersects(other) {
      const a = this.edges;
      const b = toBounds(other).edges;
      return !!a && !!b && a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;
    }
    isEmpty() {
      return this.edges === null;
    }
    getNorthEast() {
      return new LatLng(this.edges?.north ?? -1, this.edges?.east ?? -180);
    }
    getSouthWest() {
      return new LatLng(this.edges?.south ?? 1, this.edges?.west ?? 180);
    }
    getCenter() {
      const { south, west, north, east } = this.edges ?? { south: 0, west: 0, north: 0, east: 0 };
      return new LatLng((south + north) / 2, (west + east) / 2);
    }
    toSpan() {
      const { south, west, north, east } = this.edges ?? { south: 0, west: 0, north: 0, east: 0 };
      return new LatLng(north - south, east - west);
    }
    toJSON() {
      const { south, west, north, east } = this.edges ?? { south: 1, west: 180, north: -1, east: -180 };
      return { south, west, north, east };
    }
    equals(other) {
      return JSON.stringify(this.toJSON()) === JSON.stringify(toBounds(other).toJSON());
    }
    toString() {
      return `(${this.getSouthWest()}, ${this.getNorthEast()})`;
    }
  }

  const toBounds = (value) => (value instanceof LatLngBounds ? value : new LatLngBounds(value));

  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
    equals(other) {
      return !!other && other.width === this.width && other.height === this.height;
    }
    toString() {
      return `(${this.width}, ${this.height})`;
    }
  }

  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
    equals(other) {
      return !!other && other.x === this.x && other.y === this.y;
    }
    toString() {
      return `(${this.x}, ${this.y})`;
    }
  }

  // Web Mercator, as Google draws it: 256 px tiles, the world 256·2^zoom pixels wide.
  const TILE_SIZE = 256;
  const MAX_LATITUDE = 85.05112878;
  const mercatorY = (lat) => {
    const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
    return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  };
  const latitudeAt = (y) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

  // ---------- DOM ----------

  const element = (tag, attributes, style) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    Object.assign(node.style, style);
    return node;
  };

  const setData = (node, values) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined || value === null) node.removeAttribute(`data-${name}`);
      else node.setAttribute(`data-${name}`, String(value));
    }
  };

  // ---------- Map ----------

  class FakeMap extends MVCObject {
    constructor(div, options = {}) {
      super();
      this.div = div;
      this.options = {};
      this.center = undefined;
      this.zoom = undefined;
      this.pendingEvents = new Set();
      this.controls = {}; // what a MapControl would fill; nothing is drawn from it
      this.box = element(
        'div',
        { 'data-testid': 'fake-map' },
        {
          position: 'relative',
          boxSizing: 'border-box',
          height: '100%',
          minHeight: '240px',
          overflow: 'auto',
          padding: '8px',
          display: 'flex',
          flexDirection: 'column',
          gap: '8px',
          background: '#e5ecf2',
          font: '13px sans-serif',
        },
      );
      this.box.__fakeMap = this;
      this.markerLayer = element('div', {}, { display: 'flex', flexWrap: 'wrap', gap: '6px' });
      this.popupLayer = element('div', {}, { display: 'flex', flexDirection: 'column', gap: '6px' });
      const caption = element('div', { 'aria-hidden': 'true' }, { color: '#555' });
      caption.textContent = 'Map (test stand-in)';
      this.box.append(caption, this.markerLayer, this.popupLayer);
      div.append(this.box);
      // A map that changes size shows other bounds, as a real one does.
      new ResizeObserver(() => this.announceCamera()).observe(this.box);
      this.setOptions(options);
    }

    getDiv() {
      return this.div;
    }
    getCenter() {
      return this.center;
    }
    getZoom() {
      return this.zoom;
    }
    getHeading() {
      return 0;
    }
    getTilt() {
      return 0;
    }
    getMapTypeId() {
      return this.options.mapTypeId ?? maps.MapTypeId.ROADMAP;
    }
    setMapTypeId(mapTypeId) {
      this.setOptions({ mapTypeId });
    }

    /** The area the box shows at the current centre and zoom; undefined until both are known. */
    getBounds() {
      if (!this.center || this.zoom === undefined) return undefined;
      const world = TILE_SIZE * 2 ** this.zoom;
      const { width, height } = this.viewSize();
      const halfLongitude = (width / 2 / world) * 360;
      const y = mercatorY(this.center.lat());
      const halfY = height / 2 / world;
      const lng = this.center.lng();
      const [west, east] = halfLongitude >= 180 ? [-180, 180] : [lng - halfLongitude, lng + halfLongitude];
      return new LatLngBounds({
        south: latitudeAt(Math.min(1, y + halfY)),
        west,
        north: latitudeAt(Math.max(0, y - halfY)),
        east,
      });
    }

    setCenter(center) {
      this.moveCamera({ center });
    }
    panTo(center) {
      this.moveCamera({ center });
    }
    panBy() {}
    setZoom(zoom) {
      this.moveCamera({ zoom });
    }
    panToBounds(bounds) {
      this.moveCamera({ center: toBounds(bounds).getCenter() });
    }

    /** The centre of `bounds` at the largest zoom that shows all of it (padding in px on each side). */
    fitBounds(bounds, padding = 0) {
      const target = toBounds(bounds);
      if (target.isEmpty()) return;
      const { south, west, north, east } = target.toJSON();
      const pad = typeof padding === 'number' ? padding : 0;
      const { width, height } = this.viewSize();
      let zoom = this.maxZoom();
      while (zoom > this.minZoom()) {
        const world = TILE_SIZE * 2 ** zoom;
        const fitsWidth = ((east - west) / 360) * world <= width - 2 * pad;
        const fitsHeight = (mercatorY(south) - mercatorY(north)) * world <= height - 2 * pad;
        if (fitsWidth && fitsHeight) break;
        zoom -= 1;
      }
      this.moveCamera({ center: target.getCenter(), zoom });
    }

    moveCamera({ center, zoom } = {}) {
      if (center) {
        const next = toLatLng(center);
        if (!this.center || !next.equals(this.center)) {
          this.center = next;
          this.pendingEvents.add('center_changed');
        }
      }
      if (typeof zoom === 'number' && Number.isFinite(zoom)) {
        const next = Math.max(this.minZoom(), Math.min(this.maxZoom(), zoom));
        if (next !== this.zoom) {
          this.zoom = next;
          this.pendingEvents.add('zoom_changed');
        }
      }
      this.render();
      if (this.pendingEvents.size > 0) this.announceCamera();
    }

    /** Records every option, so a test can read e.g. gestureHandling while a popup is open. */
    setOptions(options = {}) {
      const { center, zoom, ...rest } = options;
      Object.assign(this.options, rest);
      this.moveCamera({ center, zoom });
    }

    minZoom() {
      return this.options.minZoom ?? 0;
    }
    maxZoom() {
      return this.options.maxZoom ?? 22;
    }
    viewSize() {
      return { width: this.box.clientWidth || 640, height: this.box.clientHeight || 480 };
    }

    /** Like Google, camera events come after the call that moved the camera, then bounds_changed and idle. */
    announceCamera() {
      if (this.eventTimer !== undefined) return;
      this.eventTimer = setTimeout(() => {
        this.eventTimer = undefined;
        if (!this.center || this.zoom === undefined) return;
        const changed = [...this.pendingEvents];
        this.pendingEvents.clear();
        for (const name of changed) event.trigger(this, name);
        event.trigger(this, 'bounds_changed');
        if (!this.tilesLoaded) {
          this.tilesLoaded = true;
          event.trigger(this, 'tilesloaded');
        }
        event.trigger(this, 'idle');
      }, 0);
    }

    render() {
      const o = this.options;
      setData(this.box, {
        center: this.center?.toUrlValue(6),
        zoom: this.zoom,
        'gesture-handling': o.gestureHandling ?? 'auto',
        draggable: o.draggable ?? true,
        'zoom-control': o.zoomControl ?? true,
        scrollwheel: o.scrollwheel ?? true,
        'disable-double-click-zoom': o.disableDoubleClickZoom ?? false,
        'keyboard-shortcuts': o.keyboardShortcuts ?? true,
        'min-zoom': o.minZoom,
        'max-zoom': o.maxZoom,
      });
    }
  }

  // ---------- Marker ----------

  const iconUrl = (icon) => (typeof icon === 'string' ? icon : icon?.url);
  const iconWidth = (icon) => icon?.scaledSize?.width ?? icon?.size?.width;
  const DEFAULT_MARKER_SIZE = 25;

  class FakeMarker extends MVCObject {
    constructor(options = {}) {
      super();
      this.options = { visible: true, clickable: true };
      this.map = null;
      this.button = element(
        'button',
        { type: 'button', 'data-testid': 'fake-marker' },
        { padding: '0', border: '0', background: 'transparent', cursor: 'pointer', lineHeight: '0' },
      );
      this.image = element('img', { alt: '' }, { display: 'block', borderRadius: '50%', background: '#c33' });
      this.button.append(this.image);
      // Google's marker events carry the position and the DOM event.
      const forward = (name) => (domEvent) =>
        event.trigger(this, name, {
          latLng: this.getPosition(),
          domEvent,
          stop: () => domEvent.stopPropagation(),
        });
      this.button.addEventListener('click', forward('click'));
      this.button.addEventListener('mouseenter', forward('mouseover'));
      this.button.addEventListener('mouseleave', forward('mouseout'));
      this.setOptions(options);
    }

    setOptions(options = {}) {
      const { map, ...rest } = options;
      Object.assign(this.options, rest);
      if (rest.position) this.options.position = toLatLng(rest.position);
      if ('map' in options) this.setMap(map);
      else this.render();
    }
    setMap(map) {
      this.map = map ?? null;
      if (this.map) this.map.markerLayer.append(this.button);
      else this.button.remove();
      this.render();
    }
    getMap() {
      return this.map;
    }

    render() {
      const { title, icon, position, visible, clickable, zIndex } = this.options;
      const size = iconWidth(icon) ?? DEFAULT_MARKER_SIZE;
      if (title) {
        this.button.title = title;
        this.button.setAttribute('aria-label', title);
      } else {
        this.button.removeAttribute('title');
        this.button.removeAttribute('aria-label');
      }
      this.button.hidden = visible === false;
      this.button.disabled = clickable === false;
      setData(this.button, {
        size: iconWidth(icon),
        lat: position?.lat(),
        lng: position?.lng(),
        'z-index': zIndex,
      });
      const url = iconUrl(icon);
      if (url) this.image.src = url;
      else this.image.removeAttribute('src');
      this.image.style.width = `${size}px`;
      this.image.style.height = `${size}px`;
    }
  }
  FakeMarker.MAX_ZINDEX = 1000000;
  // getTitle / setTitle and the like read and write the options.
  for (const key of ['Animation', 'Clickable', 'Cursor', 'Draggable', 'Icon', 'Label', 'Opacity'].concat([
    'Position',
    'Shape',
    'Title',
    'Visible',
    'ZIndex',
  ])) {
    const option = key === 'ZIndex' ? 'zIndex' : key[0].toLowerCase() + key.slice(1);
    FakeMarker.prototype[`get${key}`] = function () {
      return this.options[option];
    };
    FakeMarker.prototype[`set${key}`] = function (value) {
      this.setOptions({ [option]: value });
    };
  }

  // ---------- InfoWindow ----------

  class FakeInfoWindow extends MVCObject {
    constructor(options = {}) {
      super();
      this.options = {};
      this.content = null;
      this.map = null;
      this.dialog = null;
      this.setOptions(options);
    }

    setOptions(options = {}) {
      const { content, ...rest } = options;
      Object.assign(this.options, rest);
      if ('content' in options) this.setContent(content);
      else this.render();
    }
    setContent(content) {
      this.content = content ?? null;
      this.render();
    }
    getContent() {
      return this.content;
    }
    setHeaderContent(headerContent) {
      this.setOptions({ headerContent });
    }
    getMap() {
      return this.map;
    }
    getAnchor() {
      return this.get('anchor') ?? null;
    }
    isOpen() {
      return this.dialog !== null;
    }
    focus() {
      this.dialog?.focus();
    }

    /** open({ map, anchor }) or open(map, anchor). */
    open(mapOrOptions, anchor) {
      const options =
        mapOrOptions instanceof FakeMap || !mapOrOptions ? { map: mapOrOptions, anchor } : mapOrOptions;
      this.set('anchor', options.anchor ?? null);
      this.map = options.map ?? options.anchor?.getMap?.() ?? null;
      if (!this.map) return;
      if (!this.dialog) {
        this.dialog = element(
          'div',
          { role: 'dialog', tabindex: '-1' },
          { background: '#fff', border: '1px solid #999', padding: '8px', borderRadius: '4px' },
        );
        this.header = element('div', {}, { display: 'flex', justifyContent: 'space-between', gap: '8px' });
        this.body = element('div', {}, {});
        const close = element('button', { type: 'button', 'aria-label': 'Close' }, {});
        close.textContent = '×';
        close.addEventListener('click', () => {
          event.trigger(this, 'closeclick');
          this.close();
        });
        this.headerText = element('div', {}, {});
        this.header.append(this.headerText, close);
        this.dialog.append(this.header, this.body);
      }
      this.map.popupLayer.append(this.dialog);
      this.render();
      setTimeout(() => event.trigger(this, 'domready'), 0);
    }

    close() {
      if (!this.dialog) return;
      this.dialog.remove();
      this.dialog = null;
      event.trigger(this, 'close');
    }

    render() {
      if (!this.dialog) return;
      const { headerContent, ariaLabel } = this.options;
      const label =
        ariaLabel ?? (typeof headerContent === 'string' ? headerContent : this.getAnchor()?.getTitle?.());
      if (label) this.dialog.setAttribute('aria-label', label);
      else this.dialog.removeAttribute('aria-label');
      this.headerText.replaceChildren(...(headerContent ? [headerContent] : []));
      // Google parses a string as HTML; the stand-in shows it as text.
      this.body.replaceChildren(...(this.content ? [this.content] : []));
    }
  }

  // ---------- the namespace ----------

  const LIBRARIES = new Set(['core', 'maps', 'marker']);

  Object.assign(maps, {
    version: '3.62.0',
    Map: FakeMap,
    Marker: FakeMarker,
    InfoWindow: FakeInfoWindow,
    MVCObject,
    LatLng,
    LatLngBounds,
    Size,
    Point,
    event,
    Animation: { BOUNCE: 1, DROP: 2 },
    MapTypeId: { HYBRID: 'hybrid', ROADMAP: 'roadmap', SATELLITE: 'satellite', TERRAIN: 'terrain' },
    ControlPosition: {
      TOP_LEFT: 1,
      TOP_CENTER: 2,
      TOP_RIGHT: 3,
      LEFT_CENTER: 4,
      LEFT_TOP: 5,
      LEFT_BOTTOM: 6,
      RIGHT_TOP: 7,
      RIGHT_CENTER: 8,
      RIGHT_BOTTOM: 9,
      BOTTOM_LEFT: 10,
      BOTTOM_CENTER: 11,
      BOTTOM_RIGHT: 12,
    },
    Settings: {
      instance: { experienceIds: [], fetchAppCheckToken: null },
      getInstance() {
        return this.instance;
      },
    },
    // Each library answers with the namespace (a superset of what it would hold); others are not faked.
    importLibrary: (name) =>
      LIBRARIES.has(name)
        ? Promise.resolve(maps)
        : Promise.reject(new Error(`The Maps JavaScript API stand-in has no "${name}" library.`)),
  });

  // The loader names its callback in the script URL (callback=google.maps.__ib__).
  const script =
    document.currentScript ?? document.querySelector('script[src*="maps.googleapis.com/maps/api/js"]');
  const callback = script && new URL(script.src).searchParams.get('callback');
  if (callback) callback.split('.').reduce((owner, key) => owner?.[key], window)?.();
})();
