//===- Encoding.h - Tile IR bytecode constants and op layouts ---*- C++ -*-===//
//
// Everything the bytecode reader and writer must agree on: the header,
// section ids, type/attribute/debug tags, the versions, varint helpers and
// the per-opcode layout table (docs/design/bytecode-format.md §2-§16).
// Keeping one table for both directions makes the two impossible to drift.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_BYTECODE_ENCODING_H
#define TILEIR_BYTECODE_ENCODING_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir::tileir::bytecode {

//===----------------------------------------------------------------------===//
// Versions
//===----------------------------------------------------------------------===//

/// A bytecode version. The enum values are `major << 8 | minor` so that
/// versions compare directly. 250.0 and 250.1 are NVIDIA's test versions
/// (newer than every release, with the testing$ ops); they are supported
/// only by builds with TILEIR_ENABLE_TESTING.
enum class TileIRVersion : uint16_t {
  V13_1 = 0x0D01,
  V13_2 = 0x0D02,
  V13_3 = 0x0D03,
  V13_4 = 0x0D04,
  V13_5 = 0x0D05,
  V250_0 = 0xFA00,
  V250_1 = 0xFA01,
};

constexpr TileIRVersion kOldestVersion = TileIRVersion::V13_1;
/// The newest release this build reads and writes.
constexpr TileIRVersion kNewestVersion = TileIRVersion::V13_5;
/// The version written when none is asked for: the newest release. What
/// 13.4 adds to older ops (`ftoi saturating`, the view ops' `inbounds`,
/// pointer attributes) and 13.5 to older records (the `di_subprogram`
/// flags, the function argument-attribute array) is written as its neutral
/// value, so every module a 13.3 file can hold is also a faithful 13.5 file.
constexpr TileIRVersion kDefaultWriteVersion = kNewestVersion;
/// The newest version of any kind: the "until" of ops still current.
constexpr TileIRVersion kLatestVersion = TileIRVersion::V250_1;

inline uint8_t getMajor(TileIRVersion version) {
  return uint8_t(uint16_t(version) >> 8);
}
inline uint8_t getMinor(TileIRVersion version) {
  return uint8_t(uint16_t(version));
}
/// "13.1", "250.0".
std::string toString(TileIRVersion version);
/// Parses "13.1" etc.; nullopt for anything this build does not support.
std::optional<TileIRVersion> parseVersion(llvm::StringRef text);
/// The version with these header bytes, if this build supports it.
std::optional<TileIRVersion> getVersion(uint8_t major, uint8_t minor);
/// All versions this build supports, oldest first.
llvm::ArrayRef<TileIRVersion> getSupportedVersions();

//===----------------------------------------------------------------------===//
// File framing
//===----------------------------------------------------------------------===//

/// `\x7FTileIR\0`.
constexpr char kMagic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0};
/// Upstream MLIR bytecode (`ML\xEFR`), recognised only to explain that it
/// is the wrong format.
constexpr char kMlirMagic[4] = {'M', 'L', char(0xEF), 'R'};
constexpr size_t kHeaderSize = 12;
/// Value of every alignment padding byte.
constexpr uint8_t kPaddingByte = 0xCB;

/// True when `buffer` starts with the Tile IR magic.
bool isTileIRBytecode(llvm::StringRef buffer);

enum class Section : uint8_t {
  EndOfBytecode = 0,
  String = 1,
  Func = 2,
  Debug = 3,
  Constant = 4,
  Type = 5,
  Global = 6,
  Producer = 7,
};
/// Number of section ids a reader of `version` knows (Producer is 13.3+).
unsigned getNumSections(TileIRVersion version);
/// Human-readable name for diagnostics.
llvm::StringRef getSectionName(unsigned id);
constexpr uint8_t kSectionAlignBit = 0x80;

/// Function flags (§11.1).
enum FunctionFlags : uint8_t {
  kFuncPrivate = 1,
  kFuncEntry = 2,
  kFuncHasHints = 4,
};

//===----------------------------------------------------------------------===//
// Tags
//===----------------------------------------------------------------------===//

enum class TypeTag : uint16_t {
  I1 = 0,
  I8 = 1,
  I16 = 2,
  I32 = 3,
  I64 = 4,
  F16 = 5,
  BF16 = 6,
  F32 = 7,
  TF32 = 8,
  F64 = 9,
  F8E4M3FN = 10,
  F8E5M2 = 11,
  Pointer = 12,
  Tile = 13,
  TensorView = 14,
  PartitionView = 15,
  Function = 16,
  Token = 17,
  F8E8M0FNU = 18,
  F4E2M1FN = 19,
  GatherScatterView = 20,
  StridedView = 21,
  I4 = 22,
  /// 13.4 (developer preview): the first tag past one byte of varint,
  /// written `82 01`; tags 23-129 are unassigned [py type.py].
  F8E5M3FNU = 130,
};
/// The version that introduced a type tag.
TileIRVersion getTypeTagVersion(uint64_t tag);
/// The highest of the contiguous tags 0-22; F8E5M3FNU stands apart.
constexpr uint64_t kMaxTypeTag = 22;
/// Whether `tag` names a type (in some version).
inline bool isKnownTypeTag(uint64_t tag) {
  return tag <= kMaxTypeTag || tag == uint64_t(TypeTag::F8E5M3FNU);
}
/// NVIDIA's name for a type tag ("Float8E8M0FNU"), used in diagnostics.
llvm::StringRef getTypeTagName(uint64_t tag);

enum class AttrTag : uint8_t {
  Integer = 1,
  Float = 2,
  Bool = 3,
  Type = 4,
  String = 5,
  Array = 6,
  DenseElements = 7,
  DivBy = 8,
  SameElements = 9,
  Dictionary = 10,
  OptimizationHints = 11,
  Bounded = 12,
  /// testing$bytecode_test_value, from test version 250.1.
  BytecodeTestValue = 200,
};

enum class DebugTag : uint8_t {
  Unknown = 0,
  CompileUnit = 1,
  File = 2,
  LexicalBlock = 3,
  Loc = 4,
  Subprogram = 5,
  CallSite = 6,
};

//===----------------------------------------------------------------------===//
// Enumerations carried as inline `uv`
//===----------------------------------------------------------------------===//

enum class EnumKind : uint8_t {
  RoundingMode,
  Signedness,
  ComparisonPredicate,
  ComparisonOrdering,
  IntegerOverflow,
  MemoryOrdering,
  MemoryScope,
  AtomicRMWMode,
  PaddingValue,
  SymbolVisibility,
  /// testing$bytecode_test_priority (TILEIR_ENABLE_TESTING builds only).
  BytecodeTestPriority,
};

/// The dialect attribute for `value` of `kind`, or null when `value` is not
/// a case of the enumeration.
Attribute makeEnumAttr(MLIRContext *context, EnumKind kind, uint64_t value);
/// The bytecode value of an enum attribute of `kind`; nullopt when `attr`
/// is not such an attribute.
std::optional<uint64_t> getEnumValue(EnumKind kind, Attribute attr);
/// The textual case name, for diagnostics.
std::string getEnumCaseName(EnumKind kind, uint64_t value);
/// The version that introduced case `value` of `kind`.
TileIRVersion getEnumCaseVersion(EnumKind kind, uint64_t value);

//===----------------------------------------------------------------------===//
// Varints (§2.2, §2.3)
//===----------------------------------------------------------------------===//

inline uint64_t zigZagEncode(int64_t value) {
  return (uint64_t(value) << 1) ^ uint64_t(value >> 63);
}
inline int64_t zigZagDecode(uint64_t value) {
  return int64_t(value >> 1) ^ -int64_t(value & 1);
}
/// Appends the minimal LEB128 form of `value`.
void appendVarInt(std::string &out, uint64_t value);

//===----------------------------------------------------------------------===//
// Operation layouts (§12, §16)
//===----------------------------------------------------------------------===//

/// One element of an op's encoding, in write order.
enum class FieldKind : uint8_t {
  Results,     ///< `count` fixed result type indices.
  VarResults,  ///< `uv` count + result type indices.
  Flags,       ///< the optional-presence bitfield.
  Enum,        ///< inline enum value.
  Int,         ///< I32Attr/I64Attr as `uv` (width in `count`).
  Bool,        ///< BoolAttr as one byte.
  Str,         ///< StringAttr as `str#`.
  SymRef,      ///< FlatSymbolRefAttr as `str#`.
  I32Array,    ///< DenseI32ArrayAttr as `i32le*`.
  Const,       ///< DenseIntOrFPElementsAttr as `cst#` typed by result 0.
  SelfAttr,    ///< self-contained (tagged) attribute.
  AttrArray,   ///< `uv` count + self-contained attributes.
  Hints,       ///< untagged optimization-hints dictionary.
  Unit,        ///< UnitAttr: only a flag bit.
  Operand,     ///< one value.
  VarOperand,  ///< `uv` count + values (one ODS operand group).
  OptOperand,  ///< one value when its flag bit is set.
  AllOperands, ///< `uv` count of all operands + values.
  Regions,     ///< `uv` region count (must equal `count`) + regions.
  /// 13.4's `inbounds` bool array of the view load/store ops: `uv` length +
  /// one byte per index (`count` is the index operand group), written in
  /// every 13.4+ file (all false when the op has no `inbounds` attribute).
  /// An all-false array reads back as no attribute; older files have no
  /// array and can carry no true flag.
  Inbounds,
};

struct Field {
  FieldKind kind;
  /// Attribute name for attribute fields.
  const char *name = nullptr;
  /// Flag bit that guards this field, or -1.
  int8_t flagBit = -1;
  /// Version that introduced the field (older files omit it).
  TileIRVersion since = TileIRVersion::V13_1;
  EnumKind enumKind = EnumKind::RoundingMode;
  /// Result/region count, or the integer attribute width.
  unsigned count = 0;
  /// Value an omitted defaulted enum or integer takes, or -1 when it has
  /// no default.
  int64_t defaultValue = -1;
};

struct OpLayout {
  uint64_t opcode;
  /// Operation name without the dialect prefix.
  const char *name;
  /// Version that introduced the op.
  TileIRVersion since;
  /// Last version in which the op uses this opcode (our legacy `print`
  /// op, 13.1's spelling of `print_tko`, cannot be written as 13.2+).
  TileIRVersion until;
  /// Whether the op has `operandSegmentSizes`.
  bool segments;
  /// Ops that the format stores outside function bodies (entry, module,
  /// global): never valid as an opcode inside a body.
  bool topLevel;
  std::vector<Field> fields;
  /// False for a write-only alias: the reader decodes the opcode to the
  /// other op that has it (13.1 `print` files read as `print_tko`).
  bool decodable = true;
  /// A trailing result the op gained after it was introduced: files older
  /// than `lateResultSince` neither write nor number it (the result count
  /// and types cover the other results only), so it can be dropped only
  /// while unused; the reader re-creates it with type `!cuda_tile.token`.
  const char *lateResult = nullptr;
  TileIRVersion lateResultSince = TileIRVersion::V13_1;
  /// The versions whose files decode the opcode to this op, when two ops
  /// share it across a rename (`pow` up to 13.3, `fpowf` from 13.4).
  TileIRVersion readSince = TileIRVersion::V13_1;
  TileIRVersion readUntil = kLatestVersion;
};

/// The layout of `opcode` for files of `version`; null if there is none.
const OpLayout *lookupOpLayout(uint64_t opcode, TileIRVersion version);
/// The layout for an op name (without prefix) whose opcode is valid in
/// some version; null if the op has no opcode.
const OpLayout *lookupOpLayout(llvm::StringRef opName);
/// Highest opcode of a version (§12.2).
uint64_t getMaxOpcode(TileIRVersion version);

} // namespace mlir::tileir::bytecode

#endif // TILEIR_BYTECODE_ENCODING_H
