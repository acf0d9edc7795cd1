//===- Framing.cpp - Versions, magic, sections and varints ----------------===//

#include "tileir/Bytecode/Encoding.h"

#include "llvm/ADT/StringSwitch.h"

#include <cstring>

using namespace mlir::tileir::bytecode;

std::string mlir::tileir::bytecode::toString(TileIRVersion version) {
  return "13." + std::to_string(unsigned(version));
}

std::optional<TileIRVersion>
mlir::tileir::bytecode::parseVersion(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<TileIRVersion>>(text.trim())
      .Case("13.1", TileIRVersion::V13_1)
      .Case("13.2", TileIRVersion::V13_2)
      .Case("13.3", TileIRVersion::V13_3)
      .Default(std::nullopt);
}

llvm::ArrayRef<TileIRVersion> mlir::tileir::bytecode::getSupportedVersions() {
  static const TileIRVersion versions[] = {
      TileIRVersion::V13_1, TileIRVersion::V13_2, TileIRVersion::V13_3};
  return versions;
}

bool mlir::tileir::bytecode::isTileIRBytecode(llvm::StringRef buffer) {
  return buffer.size() >= sizeof(kMagic) &&
         std::memcmp(buffer.data(), kMagic, sizeof(kMagic)) == 0;
}

unsigned mlir::tileir::bytecode::getNumSections(TileIRVersion version) {
  // The Producer section (id 7) arrived with 13.3.
  return version >= TileIRVersion::V13_3 ? 8 : 7;
}

llvm::StringRef mlir::tileir::bytecode::getSectionName(unsigned id) {
  static const char *names[] = {"end",      "string", "function", "debug",
                                "constant", "type",   "global",   "producer"};
  return id < std::size(names) ? names[id] : "unknown";
}

TileIRVersion mlir::tileir::bytecode::getTypeTagVersion(uint64_t tag) {
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
