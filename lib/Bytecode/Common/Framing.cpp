//===- Framing.cpp - Versions, magic, sections and varints ----------------===//

#include "tileir/Bytecode/Encoding.h"

#include <cstring>

using namespace mlir::tileir::bytecode;

std::string mlir::tileir::bytecode::toString(TileIRVersion version) {
  return std::to_string(getMajor(version)) + "." +
         std::to_string(getMinor(version));
}

llvm::ArrayRef<TileIRVersion> mlir::tileir::bytecode::getSupportedVersions() {
  static const TileIRVersion versions[] = {
      TileIRVersion::V13_1,  TileIRVersion::V13_2,  TileIRVersion::V13_3,
      TileIRVersion::V13_4,  TileIRVersion::V13_5,
#ifdef TILEIR_ENABLE_TESTING
      TileIRVersion::V250_0, TileIRVersion::V250_1,
#endif
  };
  return versions;
}

std::optional<TileIRVersion> mlir::tileir::bytecode::getVersion(uint8_t major,
                                                                uint8_t minor) {
  for (TileIRVersion version : getSupportedVersions())
    if (getMajor(version) == major && getMinor(version) == minor)
      return version;
  return std::nullopt;
}

std::optional<TileIRVersion>
mlir::tileir::bytecode::parseVersion(llvm::StringRef text) {
  text = text.trim();
  for (TileIRVersion version : getSupportedVersions())
    if (text == toString(version))
      return version;
  return std::nullopt;
}

bool mlir::tileir::bytecode::isTileIRBytecode(llvm::StringRef buffer) {
  return buffer.size() >= sizeof(kMagic) &&
         std::memcmp(buffer.data(), kMagic, sizeof(kMagic)) == 0;
}

unsigned mlir::tileir::bytecode::getNumSections(TileIRVersion version) {
  // The Producer section (id 7) arrived with 13.3 (test versions have it).
  return version >= TileIRVersion::V13_3 ? 8 : 7;
}

llvm::StringRef mlir::tileir::bytecode::getSectionName(unsigned id) {
  static const char *names[] = {"end",      "string", "function", "debug",
                                "constant", "type",   "global",   "producer"};
  return id < std::size(names) ? names[id] : "unknown";
}

TileIRVersion mlir::tileir::bytecode::getTypeTagVersion(uint64_t tag) {
  if (tag == uint64_t(TypeTag::F8E5M3FNU))
    return TileIRVersion::V13_4;
  if (tag == uint64_t(TypeTag::F8E8M0FNU))
    return TileIRVersion::V13_2;
  if (tag >= uint64_t(TypeTag::F4E2M1FN))
    return TileIRVersion::V13_3;
  return TileIRVersion::V13_1;
}

llvm::StringRef mlir::tileir::bytecode::getTypeTagName(uint64_t tag) {
  static const char *names[] = {"Int1",
                                "Int8",
                                "Int16",
                                "Int32",
                                "Int64",
                                "Float16",
                                "BFloat16",
                                "Float32",
                                "TFloat32",
                                "Float64",
                                "Float8E4M3FN",
                                "Float8E5M2",
                                "PointerType",
                                "TileType",
                                "TensorViewType",
                                "PartitionViewType",
                                "FunctionType",
                                "TokenType",
                                "Float8E8M0FNU",
                                "Float4E2M1FN",
                                "GatherScatterViewType",
                                "StridedViewType",
                                "Int4"};
  static_assert(std::size(names) == kMaxTypeTag + 1);
  if (tag == uint64_t(TypeTag::F8E5M3FNU))
    return "Float8E5M3FNU";
  return tag < std::size(names) ? names[tag] : "unknown";
}

void mlir::tileir::bytecode::appendVarInt(std::string &out, uint64_t value) {
  do {
    uint8_t byte = value & 0x7F;
    value >>= 7;
    if (value)
      byte |= 0x80;
    out.push_back(char(byte));
  } while (value);
}
