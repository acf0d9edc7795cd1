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

/// Whether `attr` is an i32 from `lo` to `hi` on an op of type OpT (named
/// `opName`); reports on `op` otherwise, with `what` describing the values.
template <typename OpT>
static LogicalResult verifyI32Attr(Operation *op, NamedAttribute attr,
                                   int64_t lo, int64_t hi, llvm::StringRef what,
                                   llvm::StringRef opName) {
  auto value = dyn_cast<IntegerAttr>(attr.getValue());
  if (isa<OpT>(op) && value && value.getType().isSignlessInteger(32) &&
      value.getInt() >= lo && value.getInt() <= hi &&
      (what.empty() || llvm::isPowerOf2_64(value.getInt())))
    return success();
  return op->emitError("'")
         << attr.getName().getValue() << "' must be an i32 "
         << (what.empty() ? "" : what.str() + " ") << "from " << lo << " to "
         << hi << " on an " << opName << ", not " << attr.getValue();
}

LogicalResult TileASDialect::verifyOperationAttribute(Operation *op,
                                                      NamedAttribute attr) {
  // Byte counts: the shared memory a module's CTAs may use, and what a
  // lowered kernel asks of its launch (TileAAToLLVM.h).
  if (attr.getName() == kSharedMemoryBytesAttrName ||
      attr.getName() == kStaticSharedMemoryBytesAttrName ||
      attr.getName() == "nv_tileas.dynamic_shared_bytes") {
    auto bytes = dyn_cast<IntegerAttr>(attr.getValue());
    if (!bytes || !bytes.getType().isSignlessInteger(64) || bytes.getInt() < 0)
      return op->emitError("'")
             << attr.getName().getValue()
             << "' must be a non-negative i64 byte count, not "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == kTileLaunchAttrName) {
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError("'")
             << attr.getName().getValue() << "' must be a unit attribute";
    return success();
  }
  if (attr.getName() == kMinCTAsPerSMAttrName)
    return verifyI32Attr<nv_tileaa::FuncOp>(op, attr, 1, 32, "",
                                            "nv_tileaa.func");
  if (attr.getName() == kWgmmaPendingAttrName)
    return verifyI32Attr<nv_tileaa::DotOp>(op, attr, 0, 7, "", "nv_tileaa.dot");
  if (attr.getName() == kNumWarpsAttrName)
    return verifyI32Attr<nv_tileaa::FuncOp>(op, attr, 1, 32, "power of two",
                                            "nv_tileaa.func");
  // Tensor maps per CTA (make_tma_descriptor's slots); the lowering keeps
  // a pool of 8192 blocks of them per kernel.
  if (attr.getName() == kTmaDescriptorsAttrName)
    return verifyI32Attr<nv_tileaa::FuncOp>(op, attr, 1, 64, "",
                                            "nv_tileaa.func");
  if (attr.getName() == kBarriersAttrName)
    return verifyI32Attr<nv_tileaa::FuncOp>(op, attr, 1, 1024, "",
                                            "nv_tileaa.func");
  return op->emitError("unknown nv_tileas attribute '")
         << attr.getName().getValue() << "'";
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

FailureOr<bool> mlir::nv_tileas::parseFlag(AsmParser &parser) {
  if (succeeded(parser.parseOptionalKeyword("true")))
    return true;
  if (succeeded(parser.parseOptionalKeyword("false")))
    return false;
  return parser.emitError(parser.getCurrentLocation(),
                          "expected 'true' or 'false'");
}

void mlir::nv_tileas::printUnsignedList(AsmPrinter &printer,
                                        llvm::ArrayRef<unsigned> values) {
  printer << "[";
  llvm::interleaveComma(values, printer);
  printer << "]";
}
