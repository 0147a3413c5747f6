; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r872_byte () Int)
(declare-fun r872_1 () Int)
(declare-fun r872_0 () Int)
(declare-fun byte () Int)
(declare-fun w873_byte () Int)
(declare-fun w873_1 () Int)
(declare-fun w873_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s874_byte () Int)
(declare-fun s874_1 () Int)
(declare-fun s874_0 () Int)
(assert
 (let ((?x437 (+ 0 (* 4 (+ 0 (+ (* r872_0 32) (* r872_1 1)))))))
 (and (and (>= r872_0 0) (< r872_0 8)) (and (>= r872_1 0) (< r872_1 32)) (and (>= r872_byte 0) (< r872_byte 4)) (= byte (+ ?x437 r872_byte)))))
(assert
 (let ((?x636 (+ 0 (* 4 (+ 16 (+ (* w873_0 32) (* w873_1 1)))))))
 (and (and (>= w873_0 0) (< w873_0 8)) (and (>= w873_1 0) (< w873_1 8)) (and (>= w873_byte 0) (< w873_byte 4)) (= byte (+ ?x636 w873_byte)))))
(assert
 (let (($x423 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x493 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
 (let (($x257 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x493 $x423)))
 (or (or false) (not $x257))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x437 (+ 0 (* 4 (+ 0 (+ (* r872_0 32) (* r872_1 1)))))))
 (= carried0 (+ ?x437 held_byte0))))
(assert
 (let ((?x159 (+ 0 (* 4 (+ 24 (+ (* s874_0 32) (* s874_1 1)))))))
(and (and (>= s874_0 0) (< s874_0 8)) (and (>= s874_1 0) (< s874_1 8)) (and (>= s874_byte 0) (< s874_byte 4)) (= carried0 (+ ?x159 s874_byte)))))
(check-sat)
