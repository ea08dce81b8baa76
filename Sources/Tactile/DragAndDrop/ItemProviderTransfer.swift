import Foundation

#if !canImport(Darwin)
/// The work of an asynchronous conversion, handed to the task that runs it: it captures the
/// item and the handler of one load, which nothing else touches until it calls back.
private struct UncheckedWork: @unchecked Sendable {
    let run: () async -> Void
}

extension NSItemProvider {
    /// Registers each representation `transferable` can be written as, preferred first
    /// (`NSItemProvider.register(_:)` of CoreTransferable). The value is made when a
    /// representation is loaded.
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
        registerTransferable(transferable)
    }

    /// ``register(_:)`` with a value made by `make`, which need not be `Sendable`: loads run on
    /// the caller's thread (see ``NSItemProvider``).
    func registerTransferable<T: Transferable>(_ make: @escaping () -> T) {
        for entry in T.transferEntries {
            guard let exporting = entry.exporting else { continue }
            registerDataRepresentation(forTypeIdentifier: entry.contentType.identifier, visibility: .all) {
                completion in
                switch exporting {
                case .immediate(let export):
                    do { completion(try export(make()), nil) } catch { completion(nil, error) }
                case .asynchronous(let export):
                    let value = make()
                    let work = UncheckedWork {
                        do { completion(try await export(value), nil) } catch { completion(nil, error) }
                    }
                    Task { await work.run() }
                }
                return nil
            }
        }
    }

    /// Loads a value of `type` from the first of its importable content types that a
    /// representation conforms to (CoreTransferable's `loadTransferable(type:completionHandler:)`).
    /// Immediate conversions complete before this returns (see ``NSItemProvider``).
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping (Result<T, any Error>) -> Void
    ) -> Progress {
        let entries = T.transferEntries
        guard
            let entry = entries.first(where: {
                $0.importing != nil && hasItemConformingToTypeIdentifier($0.contentType.identifier)
            }), let importing = entry.importing
        else {
            completionHandler(.failure(Self.notFound(entries.first?.contentType.identifier ?? "")))
            return Self.finished()
        }
        return loadDataRepresentation(forTypeIdentifier: entry.contentType.identifier) { data, error in
            guard let data else { return completionHandler(.failure(error ?? Self.notFound(""))) }
            switch importing {
            case .immediate(let convert):
                completionHandler(Result { try convert(data) })
            case .asynchronous(let convert):
                let work = UncheckedWork {
                    do { completionHandler(.success(try await convert(data))) } catch {
                        completionHandler(.failure(error))
                    }
                }
                Task { await work.run() }
            }
        }
    }
}
#endif
