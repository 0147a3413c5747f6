; program returns_view, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r144_byte () Int)
(declare-fun r144_1 () Int)
(declare-fun r144_0 () Int)
(declare-fun byte () Int)
(declare-fun w145_byte () Int)
(declare-fun w145_1 () Int)
(declare-fun w145_0 () Int)
(assert
 (let ((?x157 (+ 0 (* 4 (+ 0 (+ (* r144_0 8) (* r144_1 1)))))))
 (and (and (>= r144_0 0) (< r144_0 4)) (and (>= r144_1 0) (< r144_1 8)) (and (>= r144_byte 0) (< r144_byte 4)) (= byte (+ ?x157 r144_byte)))))
(assert
 (let ((?x211 (+ 0 (* 4 (+ 0 (+ (* w145_0 8) (* w145_1 1)))))))
 (and (and (>= w145_0 0) (< w145_0 4)) (and (>= w145_1 0) (< w145_1 8)) (and (>= w145_byte 0) (< w145_byte 4)) (= byte (+ ?x211 w145_byte)))))
(assert
 (let (($x268 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x58 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x259 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x58 $x268)))
(or (or false) (not $x259))))))
(check-sat)
