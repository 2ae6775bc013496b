import type { IncomingMessage, ServerResponse } from 'node:http';
import { create, type DescMessage, type DescMethodUnary, type DescService } from '@bufbuild/protobuf';
import {
  Code,
  ConnectError,
  type ContextValues,
  createContextValues,
  createServiceImplSpec,
  type HandlerContext,
  type ServiceImpl,
} from '@connectrpc/connect';
import {
  compressionNegotiate,
  createMethodSerializationLookup,
  type MethodSerializationLookup,
  mergeNonProtocolHeaders,
  readAllBytes,
  type UniversalHandlerOptions,
  validateUniversalHandlerOptions,
} from '@connectrpc/connect/protocol';
import {
  codeToHttpStatus,
  contentTypeUnaryJson,
  contentTypeUnaryProto,
  errorToJsonBytes,
  trailerMux,
} from '@connectrpc/connect/protocol-connect';

/**
 * A Connect unary call as Connect's own handler answers it (same checks, same serializers, same
 * errors and compression, byte for byte), without its generic plumbing: no request `Headers` copied
 * twice, no deadline and linked abort controllers, no async iterables around one message. A call's
 * request headers, response headers and signal are made only when its implementation reads them.
 * Taken only by the common case (see `unaryCallOf`); everything else goes to Connect's handler.
 */
export interface UnaryMethod {
  method: DescMethodUnary;
  impl: (input: unknown, context: HandlerContext) => Promise<unknown> | unknown;
  serialization: MethodSerializationLookup<DescMessage, DescMessage>;
  /** The answer's JSON as UTF-8, what protobuf's `toJsonString` would write (default options), faster; throws to leave it to protobuf. */
  writeJson?: (message: never) => Uint8Array;
}

/** Answer writers by the message they write (see UnaryMethod's `writeJson`). */
export type JsonWriters = ReadonlyMap<DescMessage, (message: never) => Uint8Array>;

type Options = ReturnType<typeof validateUniversalHandlerOptions>;

/** What every fast unary call of a service shares: Connect's options and our gate and error mapping. */
export interface UnaryServing {
  options: Options;
  /** The caller behind `authorization`, put in the context's values, or a refusal thrown. */
  admit(authorization: string | null, values: ContextValues): Promise<void>;
  /** An error a handler threw, in Connect's terms (the service's interceptor, applied here). */
  asConnectError(error: unknown): unknown;
  jsonWriters: JsonWriters;
}

export function unaryServing(
  options: Partial<UniversalHandlerOptions>,
  admit: UnaryServing['admit'],
  asConnectError: UnaryServing['asConnectError'],
  jsonWriters: JsonWriters = new Map(),
): UnaryServing {
  return { options: validateUniversalHandlerOptions(options), admit, asConnectError, jsonWriters };
}

/** The unary methods of a service, by the path Connect serves them at. */
export function unaryMethods(
  serving: UnaryServing,
  service: DescService,
  impl: Partial<ServiceImpl<DescService>>,
): Map<string, UnaryMethod> {
  const spec = createServiceImplSpec(service, impl);
  const methods = new Map<string, UnaryMethod>();
  for (const method of service.methods) {
    if (method.methodKind !== 'unary') continue;
    const { options } = serving;
    methods.set(`/${service.typeName}/${method.name}`, {
      method: method as DescMethodUnary,
      impl: spec.methods[method.localName]!.impl as UnaryMethod['impl'],
      serialization: createMethodSerializationLookup(
        method,
        options.binaryOptions,
        options.jsonOptions,
        options,
      ),
      writeJson: serving.jsonWriters.get(method.output),
    });
  }
  return methods;
}

/** A raw header's value as `Headers#get` gives it: every line of that name, joined by ", ". */
function headerOf(raw: IncomingMessage, name: string): string | null {
  let value: string | null = null;
  const lines = raw.rawHeaders;
  for (let i = 0; i < lines.length; i += 2) {
    if (lines[i]!.length === name.length && lines[i]!.toLowerCase() === name) {
      value = value === null ? lines[i + 1]! : `${value}, ${lines[i + 1]}`;
    }
  }
  return value;
}

/**
 * Whether Connect would take this as a plain unary call: POST, a unary content type, no request
 * compression, no deadline. Answers its format, or null for Connect's own handler.
 */
export function unaryCallOf(raw: IncomingMessage): 'json' | 'binary' | null {
  if (raw.method !== 'POST') return null;
  const headers = raw.headers;
  if (headers['content-encoding'] !== undefined || headers['connect-timeout-ms'] !== undefined) return null;
  const type = headers['content-type'];
  if (type === contentTypeUnaryJson) return 'json';
  if (type === contentTypeUnaryProto) return 'binary';
  return null;
}

/** The end-of-call reason Connect's handlers are given here too (see connect-service.ts). */
const CALL_ENDED = new DOMException('The call has ended.', 'AbortError');

/** HandlerContext with its headers and signal made when first read. */
class LazyContext {
  readonly requestMethod = 'POST';
  readonly protocolName = 'connect';
  readonly values = createContextValues();
  readonly service: DescService;
  private header?: Headers;
  private responseHeaders?: Headers;
  private responseTrailers?: Headers;
  private controller?: AbortController;

  constructor(
    readonly method: DescMethodUnary,
    private readonly raw: IncomingMessage,
    private readonly response: ServerResponse,
    private readonly contentType: string,
  ) {
    this.service = method.parent;
  }

  get url(): string {
    return `http://${this.raw.headers.host ?? 'localhost'}${this.raw.url ?? ''}`;
  }
  timeoutMs(): undefined {
    return undefined;
  }
  get requestHeader(): Headers {
    if (!this.header) {
      this.header = new Headers();
      const lines = this.raw.rawHeaders;
      for (let i = 0; i < lines.length; i += 2) this.header.append(lines[i]!, lines[i + 1]!);
    }
    return this.header;
  }
  get responseHeader(): Headers {
    this.responseHeaders ??= new Headers({ 'Content-Type': this.contentType });
    return this.responseHeaders;
  }
  get responseTrailer(): Headers {
    this.responseTrailers ??= new Headers();
    return this.responseTrailers;
  }
  /** Whether the implementation touched the response's headers or trailers. */
  get headersMade(): boolean {
    return this.responseHeaders !== undefined || this.responseTrailers !== undefined;
  }
  /** Aborted when the client goes away before the answer, and when the call ends. */
  get signal(): AbortSignal {
    if (!this.controller) this.controller = goneController(this.raw, this.response);
    return this.controller.signal;
  }
  abort(reason: unknown = CALL_ENDED): void {
    if (this.controller && !this.controller.signal.aborted) this.controller.abort(reason);
  }
}

/** Aborted when the request fails or the connection closes before the answer is complete. */
export function goneController(request: IncomingMessage, response: ServerResponse): AbortController {
  const controller = new AbortController();
  const gone = (error?: Error) => {
    request.off('error', gone);
    response.off('close', closed);
    if (error || !response.writableFinished) {
      controller.abort(new ConnectError('The client went away.', Code.Canceled, undefined, undefined, error));
    }
  };
  const closed = () => gone();
  if (request.destroyed || response.destroyed) gone();
  else {
    request.once('error', gone);
    response.once('close', closed);
  }
  return controller;
}

/** Response headers as Node takes them, as Connect's node adapter makes them (webHeaderToNodeHeaders). */
function nodeHeadersOf(header: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  header.forEach((value, key) => {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[key] = [existing, value];
  });
  return out;
}

/**
 * Serves one unary call as Connect's unary handler would (protocol-connect/handler-factory.js):
 * gate before the body, parse, invoke, serialize, errors as Connect JSON, compression when accepted
 * and the body is big enough. Writes the answer to `response`.
 */
export async function serveUnary(
  serving: UnaryServing,
  unary: UnaryMethod,
  format: 'json' | 'binary',
  raw: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { options } = serving;
  const binary = format === 'binary';
  const context = new LazyContext(
    unary.method,
    raw,
    response,
    binary ? contentTypeUnaryProto : contentTypeUnaryJson,
  );
  const compression = compressionNegotiate(
    options.acceptCompression,
    null,
    headerOf(raw, 'accept-encoding'),
    'Accept-Encoding',
  );
  let status = 200;
  let body: Uint8Array;
  let failed: ConnectError | null = null;
  try {
    await serving.admit(headerOf(raw, 'authorization'), context.values);
    const bytes = await readAllBytes(raw, options.readMaxBytes, headerOf(raw, 'content-length'));
    const input = unary.serialization.getI(binary).parse(bytes);
    let output: unknown;
    try {
      output = await unary.impl(input, context as unknown as HandlerContext);
    } catch (error) {
      throw serving.asConnectError(error);
    }
    const message = create(unary.method.output, output as never);
    body =
      (!binary && written(unary, message, options.writeMaxBytes)) ||
      unary.serialization.getO(binary).serialize(message);
  } catch (error) {
    context.abort(error);
    failed =
      error instanceof ConnectError
        ? error
        : new ConnectError('internal error', Code.Internal, undefined, undefined, error);
    status = codeToHttpStatus(failed.code);
    body = errorToJsonBytes(failed, options.jsonOptions);
  } finally {
    context.abort();
  }
  let encoding: string | null = null;
  if (compression.response && body.byteLength >= options.compressMinBytes) {
    body = await compression.response.compress(body);
    encoding = compression.response.name;
  }
  if (!context.headersMade && (!failed || failed.isWireError || isEmpty(failed.metadata))) {
    // What Connect writes when nothing else was set: its three headers, in sorted order.
    const contentType = failed || !binary ? contentTypeUnaryJson : contentTypeUnaryProto;
    response.writeHead(
      status,
      encoding
        ? { 'content-encoding': encoding, 'content-length': body.byteLength, 'content-type': contentType }
        : { 'content-length': body.byteLength, 'content-type': contentType },
    );
  } else {
    const header = context.responseHeader;
    if (failed) {
      header.set('Content-Type', contentTypeUnaryJson);
      if (!failed.isWireError) mergeNonProtocolHeaders(header, failed.metadata);
    }
    if (encoding) header.set('Content-Encoding', encoding);
    const all = trailerMux(header, context.responseTrailer);
    all.set('Content-Length', body.byteLength.toString(10));
    response.writeHead(status, nodeHeadersOf(all));
  }
  response.end(body);
}

/** The answer's JSON from the method's own writer, or null to serialize it the usual way. */
function written(unary: UnaryMethod, message: unknown, writeMaxBytes: number): Uint8Array | null {
  if (!unary.writeJson) return null;
  let bytes: Uint8Array;
  try {
    bytes = unary.writeJson(message as never);
  } catch {
    return null;
  }
  return bytes.byteLength <= writeMaxBytes ? bytes : null;
}

function isEmpty(headers: Headers): boolean {
  for (const _ of headers.keys()) return false;
  return true;
}
