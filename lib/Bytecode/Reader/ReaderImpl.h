//===- ReaderImpl.h - Internal state of the bytecode reader -----*- C++ -*-===//
//
// The reader is split by concern: ReaderCore.cpp frames the file and the
// indexed tables, ReaderTypes.cpp / ReaderAttrs.cpp / ReaderDebug.cpp decode
// table entries on demand, ReaderOps.cpp builds globals, functions and ops.
// Every failure goes through Reader::fail, which emits exactly one
// diagnostic carrying the absolute byte offset.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_BYTECODE_READER_READERIMPL_H
#define TILEIR_LIB_BYTECODE_READER_READERIMPL_H

#include "tileir/Bytecode/Encoding.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <optional>
#include <string>

namespace mlir::tileir::bytecode::detail {

class Reader;

/// A bounds-checked view of part of the file. `base` is the absolute file
/// offset of `data[0]`, so errors can always name an absolute offset while
/// alignment inside a section stays relative to its payload (§2.6).
class Cursor {
public:
  Cursor(Reader &reader, llvm::StringRef data, size_t base)
      : reader(reader), data(data), base(base) {}

  size_t offset() const { return base + pos; }
  size_t position() const { return pos; }
  size_t remaining() const { return data.size() - pos; }
  bool atEnd() const { return pos == data.size(); }

  LogicalResult readByte(uint8_t &value, const llvm::Twine &what);
  LogicalResult readVarInt(uint64_t &value, const llvm::Twine &what);
  LogicalResult readSignedVarInt(int64_t &value, const llvm::Twine &what);
  LogicalResult readU32(uint32_t &value, const llvm::Twine &what);
  LogicalResult readU64(uint64_t &value, const llvm::Twine &what);
  LogicalResult readBytes(size_t size, llvm::StringRef &bytes,
                          const llvm::Twine &what);
  /// Skips padding up to a multiple of `alignment` from the payload start.
  LogicalResult alignTo(uint64_t alignment, const llvm::Twine &what);
  /// Reads a `uv` count and checks that `count * minElementSize` bytes can
  /// still follow, so a corrupt count never drives a huge allocation.
  LogicalResult readCount(uint64_t &count, size_t minElementSize,
                          const llvm::Twine &what);
  /// `uv` count + fixed-width little-endian integers.
  LogicalResult readI32Array(llvm::SmallVectorImpl<int64_t> &values,
                             const llvm::Twine &what);
  LogicalResult readI64Array(llvm::SmallVectorImpl<int64_t> &values,
                             const llvm::Twine &what);
  /// A sub-cursor over the next `size` bytes, which this cursor skips.
  FailureOr<Cursor> split(size_t size, const llvm::Twine &what);

private:
  Reader &reader;
  llvm::StringRef data;
  size_t base;
  size_t pos = 0;
};

/// An indexed table (§5): entries are slices of the payload.
struct Table {
  llvm::SmallVector<llvm::StringRef> entries;
  llvm::SmallVector<size_t> offsets; ///< absolute offset of each entry

  /// An entry whose offsets lie outside the table's data. Only the string
  /// table keeps these instead of failing at once: NVIDIA's reader reads such
  /// a string as empty and fails where it is used, so the error belongs
  /// there (see Reader::getString).
  struct BadEntry {
    size_t offset;       ///< where the entry's offset was read
    std::string detail;  ///< what is wrong, e.g. "string entry 0 has ..."
    std::string message; ///< the error if the entry is never used
  };
  llvm::SmallVector<BadEntry> badEntries; ///< by increasing index
  llvm::DenseMap<uint64_t, unsigned> bad; ///< entry index -> badEntries
};

class Reader {
public:
  Reader(llvm::MemoryBufferRef buffer, MLIRContext *context);

  FailureOr<OwningOpRef<cuda_tile::ModuleOp>> read();

  /// Emits the one error of this read, at absolute byte `offset`.
  LogicalResult fail(size_t offset, const llvm::Twine &message);

  MLIRContext *getContext() const { return context; }
  TileIRVersion getVersion() const { return version; }

  // Table accessors (ReaderTypes/Attrs/Debug.cpp). `offset` is where the
  // index was read, for the error message.

  /// Every read of a string entry goes through here (`what` names the use).
  /// An entry that the string table recorded as invalid reads as empty, as
  /// NVIDIA's reader reads it, so the error their reader reports next (e.g.
  /// an empty dictionary key) is the one we report too. Its first use is
  /// remembered and reported at the end of reading, or as a note to any
  /// earlier error, so a corrupt table is never accepted. A caller that
  /// reports the entry itself passes `invalidDetail`, which then receives
  /// what is wrong with it (empty for a valid entry), and nothing is
  /// remembered.
  FailureOr<llvm::StringRef> getString(uint64_t index, size_t offset,
                                       const llvm::Twine &what,
                                       std::string *invalidDetail = nullptr);
  FailureOr<Type> getType(uint64_t index, size_t offset);
  FailureOr<DenseElementsAttr> getConstant(uint64_t index, Type type,
                                           size_t offset);
  FailureOr<Location> getDebugLocation(uint64_t index, size_t offset);

  /// A string index naming `what`, read through getString.
  LogicalResult readStringRef(Cursor &cursor, llvm::StringRef &value,
                              const llvm::Twine &what);
  LogicalResult readTypeRef(Cursor &cursor, Type &type,
                            const llvm::Twine &what);
  /// A tagged attribute (§13.2).
  LogicalResult readSelfContainedAttr(Cursor &cursor, Attribute &attr,
                                      unsigned depth = 0);
  /// `count` + (key, tagged value) pairs (§13.2 tag 10 payload).
  LogicalResult readDictionary(Cursor &cursor, DictionaryAttr &dict,
                               unsigned depth);
  LogicalResult readHintsPayload(Cursor &cursor, Attribute &attr, size_t offset,
                                 unsigned depth);

  /// Runs `fn` and turns any diagnostic it emits (e.g. a type verifier)
  /// into this reader's single error at `offset`.
  template <typename T, typename Fn>
  FailureOr<T> checked(size_t offset, llvm::StringRef what, Fn &&fn);

private:
  friend class OpDecoder;
  LogicalResult readHeader();
  LogicalResult readSections();
  /// With `deferBadOffsets`, an entry whose offsets lie outside the data is
  /// recorded in `table.badEntries` (and reads as empty) instead of failing;
  /// other structural errors always fail here.
  LogicalResult readTable(Cursor cursor, unsigned width, Table &table,
                          const llvm::Twine &what,
                          bool deferBadOffsets = false);
  LogicalResult readDebugSection();
  LogicalResult readGlobals(cuda_tile::ModuleOp module);
  LogicalResult readFunctions(cuda_tile::ModuleOp module);
  LogicalResult verifyDecoded(cuda_tile::ModuleOp module);
  FailureOr<Type> decodeType(uint64_t index);
  /// Debug attribute `index` (1-based): a cuda_tile DI attribute, a
  /// location (di_loc, call site) or, for tag 0, an unknown location.
  FailureOr<Attribute> decodeDebugAttr(uint64_t index, unsigned depth);

  llvm::MemoryBufferRef buffer;
  MLIRContext *context;
  Location fileLoc;
  bool hasFailed = false;
  TileIRVersion version = TileIRVersion::V13_1;

  /// Section payloads by id (absent sections are null cursors).
  struct SectionData {
    llvm::StringRef payload;
    size_t offset = 0;
    bool present = false;
  };
  SectionData sections[8];
  size_t endOffset = 0;

  Table strings, types, constants, debugAttrs;
  /// The first use of an invalid string entry (read as empty), reported at
  /// the end of reading unless another error comes first.
  struct BadStringUse {
    size_t offset;
    std::string what;
    unsigned entry; ///< index into strings.badEntries
  };
  std::optional<BadStringUse> badStringUse;
  llvm::SmallVector<Type> typeCache;
  llvm::SmallVector<uint8_t> typeState;    ///< 0 new, 1 in progress, 2 done
  unsigned typeDepth = 0;                  ///< types being decoded right now
  llvm::SmallVector<Attribute> debugCache; ///< null until decoded
  /// Debug slots: for slot k, the dbg# list of the function then its ops.
  llvm::SmallVector<llvm::SmallVector<uint64_t>> debugSlots;
  size_t debugIndexOffset = 0;

public:
  /// Where each decoded op started, to put verifier errors at a byte.
  llvm::DenseMap<Operation *, size_t> opOffsets;
};

template <typename T, typename Fn>
FailureOr<T> Reader::checked(size_t offset, llvm::StringRef what, Fn &&fn) {
  std::string message;
  T result;
  {
    ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
      if (message.empty())
        message = diag.str();
      return success();
    });
    result = fn();
  }
  if (!result || !message.empty())
    return fail(offset,
                "invalid " + what + (message.empty() ? "" : ": " + message));
  return result;
}

} // namespace mlir::tileir::bytecode::detail

#endif // TILEIR_LIB_BYTECODE_READER_READERIMPL_H
