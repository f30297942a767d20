import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ID, readServerState, serverStateScript } from './server-state';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  doc.body.innerHTML = html;
  return doc;
}

describe('the answers a server-rendered page carries', () => {
  it('cannot end their block or open markup, whatever text they hold, and read back unchanged', () => {
    const client = new QueryClient();
    const text = 'ข่าว </script><script>alert(1)</script> <!-- และ <b>ตัวหนา</b>';
    client.setQueryData(['info', 'show', '1'], { item: { title: text } });
    const script = serverStateScript(dehydrate(client));

    expect(script.startsWith(`<script id="${SERVER_STATE_ID}" type="application/json">`)).toBe(true);
    expect(script.slice(0, -'</script>'.length)).not.toMatch(/<\/script|<!--|<b>/i);
    const doc = documentWith(`<div id="root"></div>${script}`);
    expect(doc.querySelectorAll('script')).toHaveLength(1);

    const state = readServerState(doc);
    expect(state).toBeDefined();
    expect(state?.queries).toHaveLength(1);
    expect(state?.queries[0]?.state.data).toEqual({ item: { title: text } });
  });

  it('are absent from a page the browser renders alone, and a broken block is ignored', () => {
    expect(readServerState(documentWith('<div id="root"></div>'))).toBeUndefined();
    expect(readServerState(documentWith(`<script id="${SERVER_STATE_ID}" type="application/json">{broken</script>`))).toBeUndefined();
  });
});
