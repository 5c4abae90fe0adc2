/** One call to the server's app under /api, as JSON: its status and parsed body (a token as the bearer). */
export const appCaller =
  (app: { fetch(request: Request): Response | Promise<Response> }) =>
  async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await app.fetch(
      new Request(`http://localhost/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
