/// What the global rows derive from the inputs before any of them renders: whether the app must update.
extension GlobalScreen {
    /// A dotted version (`1.4.2`), compared field by field as numbers, missing fields as 0:
    /// `1.10 > 1.9`, `1.5 == 1.5.0`.
    struct AppVersion: Comparable, CustomStringConvertible {
        let fields: [Int]

        /// nil unless every dot-separated field is ASCII digits.
        init?(_ text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            var fields: [Int] = []
            for part in parts {
                guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                    let value = Int(part)
                else {
                    return nil
                }
                fields.append(value)
            }
            self.fields = fields
        }

        var description: String { fields.map(String.init).joined(separator: ".") }

        static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
            for index in 0..<max(lhs.fields.count, rhs.fields.count) {
                let (a, b) = (lhs.field(index), rhs.field(index))
                if a != b { return a < b }
            }
            return false
        }

        static func == (lhs: AppVersion, rhs: AppVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

        private func field(_ index: Int) -> Int { index < fields.count ? fields[index] : 0 }
    }

    /// Whether the app must update: its version is below `min_app_version`. An unreadable
    /// version never blocks the learner (nil).
    static func needsUpdate(app: String, minimum: String) -> Bool? {
        guard let app = AppVersion(app), let minimum = AppVersion(minimum) else { return nil }
        return app < minimum
    }
}
