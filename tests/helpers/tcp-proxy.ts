import { createServer, type Server, type Socket, connect } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A TCP proxy between the app and its database, for outage tests: `cut()` drops every open
 * connection and refuses new ones (as a database that went away does), `restore()` listens again
 * on the same port.
 */
export const startTcpProxy = async ({ host, port }: { host: string; port: number }) => {
  const sockets = new Set<Socket>()
  let server: Server | null = null
  let listenPort = 0

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect({ host, port })
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as AddressInfo).port
        resolve()
      })
    })

  await listen()
  return {
    port: listenPort,
    cut: async () => {
      const closing = new Promise<void>((resolve) => server!.close(() => resolve()))
      for (const socket of sockets) socket.destroy()
      await closing
    },
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()))
    },
  }
}
