/** Parses a Server-Sent Events body (as the mentor's chat calls stream it) into its events; for the specs. */
export function parseEvents(text: string): { event: string; data: any }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)![1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]) as unknown;
      return { event, data };
    });
}
