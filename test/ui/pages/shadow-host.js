// Someone else's component that puts a <tute-table> in its own (closed) shadow root; the test
// reaches the table through `host.table`.
customElements.define(
  'game-card',
  class extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'closed' });
      this.table = document.createElement('tute-table');
      this.table.setAttribute('seed', '12');
      root.append(this.table);
    }
  },
);
