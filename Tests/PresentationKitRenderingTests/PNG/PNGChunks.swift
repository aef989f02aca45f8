/// The chunks of a PNG stream, for tests that check what the encoder wrote.
struct PNGChunks {
    /// Chunk types in file order ("IHDR", "IDAT", …).
    var types: [String] = []
    /// The IHDR payload: width, height, bit depth, colour type, compression, filter, interlace.
    var header: [UInt8] = []

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Parses `data`; nil when it is not a well-formed sequence of chunks after the signature.
    init?(_ data: [UInt8]) {
        guard data.starts(with: Self.signature) else { return nil }
        var offset = Self.signature.count
        while offset + 12 <= data.count {
            let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= data.count else { return nil }
            if type == "IHDR" { header = Array(data[offset + 8..<offset + 8 + length]) }
            types.append(type)
            offset += 12 + length
        }
        guard offset == data.count else { return nil }
    }

    /// A chunk with its length and CRC, for building PNG streams by hand.
    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let length = UInt32(payload.count)
        return [
            UInt8(length >> 24), UInt8(length >> 16 & 255), UInt8(length >> 8 & 255), UInt8(length & 255),
        ]
            + typeBytes + payload + bigEndian(crc32(typeBytes + payload))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }

    /// The CRC-32 of the PNG specification (reflected polynomial 0xEDB88320), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
