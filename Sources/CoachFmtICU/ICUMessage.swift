internal import CICUShim

/// One open ICU `MessageFormat` with the distinct names of its arguments, in the order the
/// shim takes their values.
///
/// The handle rewrites its argument names to indexes when it opens, so formatting compares no
/// names. Sendable because the shim serializes calls on the handle.
package final class ICUMessage: Sendable {
    /// One argument's value as the shim takes it.
    package enum Argument {
        /// Inserted literally.
        case string(String)
        /// A numeral formatted exactly as written.
        case decimal(String)
        /// An integer, every `Int64` exactly.
        case integer(Int64)
        /// A double.
        case double(Double)
        /// Milliseconds since 1970.
        case date(Double)
    }

    private let handle: ICUHandle
    /// The handle's pointer, read without retaining the handle (which `handle` keeps open).
    nonisolated(unsafe) private let pointer: OpaquePointer
    /// Distinct argument names in the order the shim takes their values.
    package let names: [String]
    /// Each name's index, for a message of more than a few names; nil for the usual few,
    /// where comparing short names costs less than hashing them.
    private let indexes: [String: Int]?

    /// Opens `pattern` in `locale` (an ICU data locale) and `zone`; `offset` is where ICU
    /// stopped in a bad pattern.
    package init(pattern: String, locale: String, zone: String, offset: inout Int32) throws(ICUError) {
        handle = try ICUHandle(closing: cf_message_close) { status in
            pattern.withUTF8Bytes { cf_message_open(locale, $0, $1, zone, &offset, &status) }
        }
        pointer = handle.pointer
        let pointer = pointer
        names = (0..<cf_message_argument_count(pointer)).map { index in
            (try? ICUString.make { cf_message_argument_name(pointer, index, $0, $1, &$2) }) ?? ""
        }
        indexes =
            names.count > 8
            ? Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    /// The arguments of `pattern` without opening a formatter, one per line: name, kind and
    /// style separated by tabs; `offset` is where ICU stopped in a bad pattern.
    package static func describe(_ pattern: String, offset: inout Int32) throws(ICUError) -> String {
        ICUObjectCount.recordOpening()  // a MessagePattern, built for this call
        return try pattern.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_message_describe(bytes, count, $0, $1, &offset, &$2) }
        }
    }

    /// `pattern` with each `#` of argument `name`'s plural and selectordinal branches written
    /// `{shownName, number}`, and `name`'s other arguments renamed `exactName`.
    package static func exactPlural(_ pattern: String, name: String, exactName: String, shownName: String)
        throws(ICUError) -> String
    {
        ICUObjectCount.recordOpening()  // a MessagePattern, built for this call
        return try pattern.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_message_exact_plural(bytes, count, name, exactName, shownName, $0, $1, &$2) }
        }
    }

    /// The message formatted with no values; nil when ICU fails, so that a call reports it.
    package func formatWithoutArguments() -> String? {
        let pointer = pointer
        return withUnsafeTemporaryAllocation(
            byteCount: MemoryLayout<cf_arg>.stride, alignment: MemoryLayout<cf_arg>.alignment
        ) { buffer in
            let args = buffer.baseAddress!.assumingMemoryBound(to: cf_arg.self)
            let pool = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            return try? ICUString.make { cf_message_format(pointer, pool, args, $0, $1, &$2) }
        }
    }

    /// The formatted text, or nil with `missing` set to the index of a name that has no value.
    /// `argument` turns a value into what the shim takes.
    package func format<Value>(
        _ values: [String: Value], missing: inout Int, as argument: (Value) -> Argument
    ) throws(ICUError) -> String? {
        // The usual call lays its values out in a fixed stack buffer (a constant size needs no
        // run-time check); only values too long for it take a heap buffer of their size.
        let laidOut = try withUnsafeTemporaryAllocation(byteCount: 1024, alignment: MemoryLayout<cf_arg>.alignment) {
            buffer throws(ICUError) -> String?? in
            guard layOut(values, argument, in: buffer, missing: &missing) else { return .none }
            return .some(missing < 0 ? try call(buffer) : nil)
        }
        if let laidOut { return laidOut }
        var needed = names.count * MemoryLayout<cf_arg>.stride
        for value in values.values {
            switch argument(value) {
            case .string(let text), .decimal(let text): needed += text.utf8.count
            case .integer, .double, .date: break
            }
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(
            byteCount: needed, alignment: MemoryLayout<cf_arg>.alignment)
        defer { buffer.deallocate() }
        _ = layOut(values, argument, in: buffer, missing: &missing)
        return missing < 0 ? try call(buffer) : nil
    }

    /// Writes one `cf_arg` per name, in the handle's order, followed by the string values'
    /// UTF-8 (the pool the args point into). False when they do not fit; `missing` is the
    /// index of a name without a value, or -1.
    private func layOut<Value>(
        _ values: [String: Value], _ argument: (Value) -> Argument, in buffer: UnsafeMutableRawBufferPointer,
        missing: inout Int
    ) -> Bool {
        let argBytes = names.count * MemoryLayout<cf_arg>.stride
        guard argBytes <= buffer.count else { return false }
        let args = buffer.baseAddress!.bindMemory(to: cf_arg.self, capacity: names.count)
        let pool = UnsafeMutableRawBufferPointer(rebasing: buffer[argBytes...])
        for index in names.indices { args[index].kind = -1 }
        var used = 0
        // Walking the dictionary and comparing short names costs less than hashing them, for
        // the few names of a catalog message; a long list is looked up by hash.
        for (name, value) in values {
            guard let index = indexes.map({ $0[name] }) ?? names.firstIndex(of: name) else { continue }
            let value = argument(value)
            switch value {
            case .string(let text), .decimal(let text):
                let count = text.utf8.count
                guard used + count <= pool.count else { return false }
                UnsafeMutableRawBufferPointer(rebasing: pool[used..<(used + count)]).copyBytes(from: text.utf8)
                let kind = if case .decimal = value { CF_ARG_DECIMAL } else { CF_ARG_STRING }
                args[index] = cf_arg(
                    kind: Int32(kind), text_offset: Int32(used), text_length: Int32(count), number: 0, integer: 0)
                used += count
            case .integer(let n):
                args[index] = cf_arg(kind: Int32(CF_ARG_INT), text_offset: 0, text_length: 0, number: 0, integer: n)
            case .double(let n):
                args[index] = cf_arg(
                    kind: Int32(CF_ARG_DOUBLE), text_offset: 0, text_length: 0, number: n, integer: 0)
            case .date(let ms):
                args[index] = cf_arg(
                    kind: Int32(CF_ARG_DATE), text_offset: 0, text_length: 0, number: ms, integer: 0)
            }
        }
        missing = names.indices.first { args[$0].kind < 0 } ?? -1
        return true
    }

    /// Formats the values `layOut` wrote into `buffer`.
    private func call(_ buffer: UnsafeMutableRawBufferPointer) throws(ICUError) -> String {
        let args = buffer.baseAddress!.assumingMemoryBound(to: cf_arg.self)
        let pool = (buffer.baseAddress! + names.count * MemoryLayout<cf_arg>.stride).assumingMemoryBound(
            to: CChar.self)
        let pointer = pointer  // captured alone, so the closure does not retain self
        return try ICUString.make { cf_message_format(pointer, pool, args, $0, $1, &$2) }
    }
}
