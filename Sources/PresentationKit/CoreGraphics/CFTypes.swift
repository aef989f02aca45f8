import Foundation

/// Core Foundation's string type, which Foundation on Linux does not export: Core Graphics
/// names (colour spaces) are plain strings here, so `CGColorSpace.sRGB` and
/// `"name" as CFString` both compile.
public typealias CFString = String

/// Core Foundation's array type, which Foundation on Linux does not export: an array of colours
/// passed `as CFArray` (to ``CGGradient/init(colorsSpace:colors:locations:)``) is a Swift array.
public typealias CFArray = [Any]

/// Core Foundation's data type, which Foundation on Linux does not export: `data as CFData` is
/// the same `Data`.
public typealias CFData = Data

/// Core Foundation's dictionary type, which Foundation on Linux does not export: options passed
/// `as CFDictionary` (a transparency layer's auxiliary information) are a Swift dictionary.
public typealias CFDictionary = [AnyHashable: Any]
