// happy-dom 21 has neither HTMLSelectElement.size nor HTMLOptionElement.defaultSelected. react-hook-form
// reads both to tell a select the person changed before the form was ready from one it should set to
// its default value; without them every select looks changed and keeps its first option. These are
// the HTML standard's definitions (the content attributes), which browsers have.
if (typeof HTMLSelectElement !== 'undefined' && !('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0) || 0;
    },
  });
}
if (typeof HTMLOptionElement !== 'undefined' && !('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}
