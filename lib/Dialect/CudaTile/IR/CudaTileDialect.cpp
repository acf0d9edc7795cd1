//===- CudaTileDialect.cpp - cuda_tile dialect ----------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tileir/Dialect/CudaTile/IR/CudaTileOpsDialect.cpp.inc"

namespace {
/// Debug scopes are shared by many locations; short aliases (`#di_file`,
/// `#di_subprogram`, ...) keep printed IR readable, as NVIDIA's tools do.
struct CudaTileOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    return llvm::TypeSwitch<Attribute, AliasResult>(attr)
        .Case<DIFileAttr, DICompileUnitAttr, DISubprogramAttr,
              DILexicalBlockAttr>([&](auto di) {
          os << decltype(di)::getMnemonic();
          return AliasResult::OverridableAlias;
        })
        .Default([](Attribute) { return AliasResult::NoAlias; });
  }
};
} // namespace

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  addInterfaces<CudaTileOpAsmInterface>();
  addOperations<
#define GET_OP_LIST
#include "tileir/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
      >();
}

Operation *CudaTileDialect::materializeConstant(OpBuilder &builder,
                                                Attribute value, Type type,
                                                Location loc) {
  auto elements = llvm::dyn_cast<DenseIntOrFPElementsAttr>(value);
  if (!elements || elements.getType() != type || !llvm::isa<TileType>(type))
    return nullptr;
  return builder.create<ConstantOp>(loc, type, elements);
}
