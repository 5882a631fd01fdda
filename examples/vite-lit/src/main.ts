// An app built with Lit takes the element from `tute-table/unbundled`: it imports `lit` by name,
// so the app's bundle holds one copy of Lit, shared by the app and the table.
import { css, html, LitElement } from 'lit';
import 'tute-table/unbundled';
import { IllegalActionError } from 'tute-table/unbundled/engine';
import type { TuteMatchEndDetail } from 'tute-table/unbundled';

class GamePage extends LitElement {
  static override styles = css`
    :host {
      display: block;
      max-width: 60rem;
    }
  `;

  override render() {
    return html`<h1>Tute</h1>
      <tute-table
        variant="brisca"
        .aiDelay=${0}
        @tute-match-end=${(event: CustomEvent<TuteMatchEndDetail>) => this.ended(event.detail)}
      ></tute-table>`;
  }

  private ended(detail: TuteMatchEndDetail) {
    this.dispatchEvent(new CustomEvent('won', { detail: detail.winner === 0 }));
  }
}
customElements.define('game-page', GamePage);

/** What the page did, for the test that drives it (test/build/examples.test.ts). */
async function run() {
  const page = document.querySelector('game-page');
  if (!(page instanceof GamePage)) throw new Error('no game page');
  await page.updateComplete;
  const table = page.shadowRoot?.querySelector('tute-table');
  if (!table) throw new Error('no table in the page');
  await table.updateComplete;
  let rejected = false;
  try {
    await table.act({ type: 'pass', seat: 0 });
  } catch (error) {
    rejected = error instanceof IllegalActionError;
  }
  return {
    rendered: Boolean(table.shadowRoot?.querySelector('[part="hand"]')),
    variant: table.variant,
    rejected,
  };
}

Object.assign(window, { tuteRun: run });
