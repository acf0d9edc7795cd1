//===- TileASDialect.cpp - nv_tileas dialect registration -----------------===//

#include "tileir/Dialect/TileAS/IR/TileAS.h"

using namespace mlir;
using namespace mlir::nv_tileas;

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "tileir/Dialect/TileAS/IR/TileASOpsDialect.cpp.inc"

namespace {
/// Layouts are long and repeated on every tensor type: print them once, as
/// `#blocked`, `#mma`, ... aliases, as Triton's dumps do.
struct TileASAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, llvm::raw_ostream &os) const override {
    llvm::StringRef name =
        llvm::TypeSwitch<Attribute, llvm::StringRef>(attr)
            .Case([](BlockedLayoutAttr) { return "blocked"; })
            .Case([](MmaSyncLayoutAttr) { return "mma"; })
            .Case([](WgmmaLayoutAttr) { return "wgmma"; })
            .Case([](DotOperandLayoutAttr) { return "dot_op"; })
            .Case([](SliceLayoutAttr) { return "slice"; })
            .Case<SwizzledSharedLayoutAttr, NvmmaSharedLayoutAttr>(
                [](auto) { return "shared"; })
            .Default([](Attribute) { return ""; });
    if (name.empty())
      return AliasResult::NoAlias;
    os << name;
    return AliasResult::FinalAlias;
  }
};
} // namespace

void TileASDialect::initialize() {
  registerAttributes();
  registerTypes();
  addInterfaces<TileASAsmInterface>();
  addOperations<
#define GET_OP_LIST
#include "tileir/Dialect/TileAS/IR/TileASOps.cpp.inc"
      >();
}

LogicalResult TileASDialect::verifyOperationAttribute(Operation *op,
                                                      NamedAttribute attr) {
  // Byte counts: the shared memory a module's CTAs may use, and what a
  // lowered kernel asks of its launch (TileAAToLLVM.h).
  if (attr.getName() == kSharedMemoryBytesAttrName ||
      attr.getName() == "nv_tileas.dynamic_shared_bytes") {
    auto bytes = dyn_cast<IntegerAttr>(attr.getValue());
    if (!bytes || !bytes.getType().isSignlessInteger(64) || bytes.getInt() < 0)
      return op->emitError("'")
             << attr.getName().getValue()
             << "' must be a non-negative i64 byte count, not "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == kMinCTAsPerSMAttrName) {
    auto ctas = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<nv_tileaa::FuncOp>(op) || !ctas ||
        !ctas.getType().isSignlessInteger(32) || ctas.getInt() < 1 ||
        ctas.getInt() > 32)
      return op->emitError("'")
             << kMinCTAsPerSMAttrName
             << "' must be an i32 from 1 to 32 on an nv_tileaa.func, not "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == kWgmmaPendingAttrName) {
    auto pending = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<nv_tileaa::DotOp>(op) || !pending ||
        !pending.getType().isSignlessInteger(32) || pending.getInt() < 0 ||
        pending.getInt() > 7)
      return op->emitError("'")
             << kWgmmaPendingAttrName
             << "' must be an i32 from 0 to 7 on an nv_tileaa.dot, not "
             << attr.getValue();
    return success();
  }
  if (attr.getName() != kNumWarpsAttrName)
    return op->emitError("unknown nv_tileas attribute '")
           << attr.getName().getValue() << "'";
  auto warps = dyn_cast<IntegerAttr>(attr.getValue());
  if (!isa<nv_tileaa::FuncOp>(op) || !warps ||
      !warps.getType().isSignlessInteger(32) || warps.getInt() < 1 ||
      warps.getInt() > 32 || !llvm::isPowerOf2_64(warps.getInt()))
    return op->emitError("'")
           << kNumWarpsAttrName
           << "' must be an i32 power of two from 1 to 32 on an "
              "nv_tileaa.func, not "
           << attr.getValue();
  return success();
}

FailureOr<llvm::SmallVector<unsigned>>
mlir::nv_tileas::parseUnsignedList(AsmParser &parser) {
  llvm::SmallVector<unsigned> values;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(values.emplace_back());
      }))
    return failure();
  return values;
}

void mlir::nv_tileas::printUnsignedList(AsmPrinter &printer,
                                        llvm::ArrayRef<unsigned> values) {
  printer << "[";
  llvm::interleaveComma(values, printer);
  printer << "]";
}
