; program returns_select, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r248_byte () Int)
(declare-fun r248_1 () Int)
(declare-fun r248_0 () Int)
(declare-fun byte () Int)
(declare-fun w249_byte () Int)
(declare-fun w249_1 () Int)
(declare-fun w249_0 () Int)
(assert
 (let ((?x288 (+ 0 (* 4 (+ 0 (+ (* r248_0 8) (* r248_1 1)))))))
 (and (and (>= r248_0 0) (< r248_0 4)) (and (>= r248_1 0) (< r248_1 8)) (and (>= r248_byte 0) (< r248_byte 4)) (= byte (+ ?x288 r248_byte)))))
(assert
 (let ((?x1155 (+ 0 (* 4 (+ 0 (+ (* w249_0 8) (* w249_1 1)))))))
 (and (and (>= w249_0 0) (< w249_0 4)) (and (>= w249_1 0) (< w249_1 8)) (and (>= w249_byte 0) (< w249_byte 4)) (= byte (+ ?x1155 w249_byte)))))
(assert
 (let (($x1271 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x466 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x1079 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x466 $x1271)))
(or (or false) (not $x1079))))))
(check-sat)
