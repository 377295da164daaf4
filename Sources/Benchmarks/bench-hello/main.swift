// The benchmark's start-up floor: a hello world that imports Foundation.
import Foundation

print("hello, \(ProcessInfo.processInfo.processIdentifier > 0 ? "world" : "")")
