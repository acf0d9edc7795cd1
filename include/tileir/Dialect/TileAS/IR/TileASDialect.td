//===- TileASDialect.td - nv_tileas dialect definition -----*- tablegen -*-===//
//
// nv_tileas is the layout-aware stage after nv_tileaa: a tile is a builtin
// tensor whose encoding says which thread of the CTA holds which element (a
// distributed layout) and shared memory is a typed descriptor whose encoding
// says how elements are placed and swizzled. Layout decisions are made by
// passes that rewrite these types, so they can be seen in the IR and tested
// alone; the lowering to LLVM only consumes them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAS_IR_TILEASDIALECT_TD
#define TILEIR_DIALECT_TILEAS_IR_TILEASDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def TileAS_Dialect : Dialect {
  let name = "nv_tileas";
  let cppNamespace = "::mlir::nv_tileas";
  let summary = "layout-aware tile dialect (distributed and shared layouts)";
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();
  }];
}

class TileAS_Op<string mnemonic, list<Trait> traits = []>
    : Op<TileAS_Dialect, mnemonic, traits>;

#endif // TILEIR_DIALECT_TILEAS_IR_TILEASDIALECT_TD
