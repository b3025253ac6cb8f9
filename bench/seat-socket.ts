/**
 * Opens one seat's socket to a table (the load benchmarks' bot clients): every frame goes to `onText`
 * from the first on (patches follow the first update), and `seated` resolves at the seat's `seated`.
 */
export async function openSeatSocket(url: string, onText: (text: string) => void): Promise<{ ws: WebSocket; seated: Promise<void> }> {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  const seated = new Promise<void>((resolve) => {
    ws.onmessage = (event) => {
      const text = String(event.data);
      if (text.startsWith('{"type":"seated"')) resolve();
      onText(text);
    };
  });
  return { ws, seated };
}
