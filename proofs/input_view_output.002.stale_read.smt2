; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r136_byte () Int)
(declare-fun r136_1 () Int)
(declare-fun r136_0 () Int)
(declare-fun byte () Int)
(declare-fun w137_byte () Int)
(declare-fun w137_0 () Int)
(assert
 (let ((?x254 (+ 0 (* 4 (+ 0 (+ (* r136_0 8) (* r136_1 1)))))))
 (and (and (>= r136_0 0) (< r136_0 4)) (and (>= r136_1 0) (< r136_1 8)) (and (>= r136_byte 0) (< r136_byte 4)) (= byte (+ ?x254 r136_byte)))))
(assert
 (let (($x207 (= byte (+ (+ 0 (* 4 (+ 0 (* w137_0 1)))) w137_byte))))
 (and (and (>= w137_0 0) (< w137_0 8)) (and (>= w137_byte 0) (< w137_byte 4)) $x207)))
(assert
 (let (($x128 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x124 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x155 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x124 $x128)))
(or (or false) (not $x155))))))
(check-sat)
