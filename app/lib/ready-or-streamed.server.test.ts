import { describe, expect, it } from "vitest";
import { readyOrStreamed } from "./ready-or-streamed.server";

describe("readyOrStreamed", () => {
  it("gives a held answer as the value itself", async () => {
    const [answer] = await readyOrStreamed(Promise.resolve({ notices: 3 }));
    expect(answer).toEqual({ notices: 3 });
  });

  it("gives an answer reached through a few awaits within the turn as the value itself", async () => {
    const held = async () => {
      await Promise.resolve();
      const notices = await Promise.resolve(3);
      return { notices };
    };
    const [answer] = await readyOrStreamed(held());
    expect(answer).toEqual({ notices: 3 });
  });

  it("gives a source still waiting on the network as its promise, to be streamed", async () => {
    let arrive: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const [answer] = await readyOrStreamed(slow);
    expect(answer).toBe(slow);
    arrive("late");
    await expect(answer).resolves.toBe("late");
  });

  it("leaves a failure to the promise, for the page to show where it shows a late one", async () => {
    const failing = Promise.reject(new Error("the source refused"));
    const [answer] = await readyOrStreamed(failing);
    expect(answer).toBe(failing);
    await expect(answer).rejects.toThrow("the source refused");
  });
});
