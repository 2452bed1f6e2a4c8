// antd's Tabs measure themselves with ResizeObserver, which jsdom lacks; nothing resizes in a test.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export {};
