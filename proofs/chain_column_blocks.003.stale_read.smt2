; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r322_byte () Int)
(declare-fun r322_1 () Int)
(declare-fun r322_0 () Int)
(declare-fun byte () Int)
(declare-fun w323_byte () Int)
(declare-fun w323_1 () Int)
(declare-fun w323_0 () Int)
(assert
 (let ((?x97 (+ 0 (* 4 (+ 0 (+ (* r322_0 32) (* r322_1 1)))))))
 (and (and (>= r322_0 0) (< r322_0 8)) (and (>= r322_1 0) (< r322_1 32)) (and (>= r322_byte 0) (< r322_byte 4)) (= byte (+ ?x97 r322_byte)))))
(assert
 (let ((?x265 (+ 0 (* 4 (+ 8 (+ (* w323_0 32) (* w323_1 1)))))))
 (and (and (>= w323_0 0) (< w323_0 8)) (and (>= w323_1 0) (< w323_1 8)) (and (>= w323_byte 0) (< w323_byte 4)) (= byte (+ ?x265 w323_byte)))))
(assert
 (let (($x323 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x197 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x339 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x197 $x323)))
(or (or false) (not $x339))))))
(check-sat)
