import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL that a test can break: cut every connection, refuse new ones, hold
 * the database's answers back. What a database restart or a network fault looks like from the app's side.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private readonly upstreams = new Set<net.Socket>();
  private server: net.Server | undefined;
  private held = false;
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetHost, targetPort);
    await proxy.accept();
    return proxy;
  }

  /** Accepts connections again (on the same port after `refuse`). */
  async accept(): Promise<void> {
    const server = net.createServer((client) => this.forward(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Destroys every open connection and refuses new ones (ECONNREFUSED) until `accept`. */
  async cutAndRefuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of [...this.sockets, ...this.upstreams]) s.destroy();
    await closed;
  }

  /** The database's answers, on open and new connections, stop reaching the app until released: a hung database. */
  holdAnswers(): void {
    this.held = true;
    for (const upstream of this.upstreams) upstream.pause();
  }

  releaseAnswers(): void {
    this.held = false;
    for (const upstream of this.upstreams) upstream.resume();
  }

  async close(): Promise<void> {
    await this.cutAndRefuse();
  }

  private forward(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client);
    this.upstreams.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.upstreams.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    if (this.held) upstream.pause();
  }
}
