import Foundation

/// Why the write stage could not finish: an invalid emitted path or a failed file operation.
///
/// The writer throws it; the pipeline turns it into an `io/error` diagnostic with ``diagnostic``.
public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// The path the failure concerns: an emitted relative path, or the on-disk path that failed.
  public var path: String
  /// What failed, e.g. `cannot create file: Permission denied`.
  public var reason: String
  /// The token (or other source) the path was emitted for, when an emitter said so.
  public var location: SourceLocation?

  /// Creates an error about `path`, located at the source it was emitted for if known.
  public init(path: String, reason: String, location: SourceLocation? = nil) {
    self.path = path
    self.reason = reason
    self.location = location
  }

  /// `path: reason`, the form shown to users.
  public var description: String { "\(path): \(reason)" }

  /// The same text as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// The error as an `io/error` diagnostic, at ``location`` when known.
  public var diagnostic: Diagnostic {
    Diagnostic(.error, .io, description, at: location)
  }
}

extension WriteError {
  /// An error for a failed system call, quoting the current `errno`.
  static func posix(_ path: String, _ what: String, errno code: Int32) -> WriteError {
    WriteError(path: path, reason: "\(what): \(String(cString: strerror(code)))")
  }

  /// Runs `body`, passing ``WriteError``s through and wrapping any other error with `path`.
  static func wrapping<T>(_ path: String, _ what: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as WriteError {
      throw error
    } catch {
      throw WriteError(path: path, reason: "\(what): \(error.localizedDescription)")
    }
  }
}
