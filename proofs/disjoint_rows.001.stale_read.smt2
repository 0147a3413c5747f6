; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r36_byte () Int)
(declare-fun r36_1 () Int)
(declare-fun r36_0 () Int)
(declare-fun byte () Int)
(declare-fun w37_byte () Int)
(declare-fun w37_0 () Int)
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r36_0 8) (* r36_1 1)))))))
 (and (and (>= r36_0 0) (< r36_0 4)) (and (>= r36_1 0) (< r36_1 8)) (and (>= r36_byte 0) (< r36_byte 4)) (= byte (+ ?x164 r36_byte)))))
(assert
 (let (($x175 (= byte (+ (+ 0 (* 4 (+ 16 (* w37_0 1)))) w37_byte))))
 (and (and (>= w37_0 0) (< w37_0 8)) (and (>= w37_byte 0) (< w37_byte 4)) $x175)))
(assert
 (let (($x191 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x45 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x102 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x45 $x191)))
(or (or false) (not $x102))))))
(check-sat)
