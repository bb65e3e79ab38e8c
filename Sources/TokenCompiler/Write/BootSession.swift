import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// The identity of the running boot of the machine, so the stat cache can tell a reboot (and
/// with it a possible power failure) apart from an ordinary later build.
enum BootSession {
  /// Linux's `boot_id`, or the boot time on Apple platforms; `"unknown"` elsewhere (a cache
  /// is then trusted across reboots, as without this check).
  static let current: String = {
    #if os(Linux)
      let path = "/proc/sys/kernel/random/boot_id"
      if let data = FileManager.default.contents(atPath: path) {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty, !text.contains(" ") { return text }
      }
    #elseif canImport(Darwin)
      var time = timeval()
      var size = MemoryLayout<timeval>.size
      if sysctlbyname("kern.boottime", &time, &size, nil, 0) == 0 { return "\(time.tv_sec).\(time.tv_usec)" }
    #endif
    return "unknown"
  }()
}
