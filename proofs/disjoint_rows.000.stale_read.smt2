; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r26_byte () Int)
(declare-fun r26_1 () Int)
(declare-fun r26_0 () Int)
(declare-fun byte () Int)
(declare-fun w27_byte () Int)
(declare-fun w27_0 () Int)
(assert
 (let ((?x98 (+ 0 (* 4 (+ 0 (+ (* r26_0 8) (* r26_1 1)))))))
 (and (and (>= r26_0 0) (< r26_0 4)) (and (>= r26_1 0) (< r26_1 8)) (and (>= r26_byte 0) (< r26_byte 4)) (= byte (+ ?x98 r26_byte)))))
(assert
 (let (($x64 (= byte (+ (+ 0 (* 4 (+ 16 (* w27_0 1)))) w27_byte))))
 (and (and (>= w27_0 0) (< w27_0 8)) (and (>= w27_byte 0) (< w27_byte 4)) $x64)))
(assert
 (let (($x139 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 8) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x139))))
(check-sat)
