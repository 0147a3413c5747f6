; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r875_byte () Int)
(declare-fun r875_1 () Int)
(declare-fun r875_0 () Int)
(declare-fun byte () Int)
(declare-fun w876_byte () Int)
(declare-fun w876_1 () Int)
(declare-fun w876_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s877_byte () Int)
(declare-fun s877_1 () Int)
(declare-fun s877_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s878_byte () Int)
(declare-fun s878_1 () Int)
(declare-fun s878_0 () Int)
(assert
 (let ((?x418 (+ 0 (* 4 (+ 0 (+ (* r875_0 32) (* r875_1 1)))))))
 (and (and (>= r875_0 0) (< r875_0 8)) (and (>= r875_1 0) (< r875_1 32)) (and (>= r875_byte 0) (< r875_byte 4)) (= byte (+ ?x418 r875_byte)))))
(assert
 (let ((?x746 (+ 0 (* 4 (+ 16 (+ (* w876_0 32) (* w876_1 1)))))))
 (and (and (>= w876_0 0) (< w876_0 8)) (and (>= w876_1 0) (< w876_1 8)) (and (>= w876_byte 0) (< w876_byte 4)) (= byte (+ ?x746 w876_byte)))))
(assert
 (let (($x423 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x493 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
 (let (($x257 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x493 $x423)))
 (let (($x462 (or false)))
 (or $x462 (not $x257)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x418 (+ 0 (* 4 (+ 0 (+ (* r875_0 32) (* r875_1 1)))))))
 (= carried0 (+ ?x418 held_byte0))))
(assert
 (let ((?x305 (+ 0 (* 4 (+ 0 (+ (* s877_0 32) (* s877_1 1)))))))
 (and (and (>= s877_0 0) (< s877_0 8)) (and (>= s877_1 0) (< s877_1 32)) (and (>= s877_byte 0) (< s877_byte 4)) (= carried0 (+ ?x305 s877_byte)))))
(assert
 (let (($x638 (= (mod (mod (- (div (- carried0 0) 4) 24) 32) 1) 0)))
 (let (($x161 (< (div (mod (- (div (- carried0 0) 4) 24) 32) 1) 8)))
 (let (($x128 (and (>= (- (div (- carried0 0) 4) 24) 0) (< (div (- (div (- carried0 0) 4) 24) 32) 8) $x161 $x638)))
 (let (($x462 (or false)))
 (or $x462 (not $x128)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x305 (+ 0 (* 4 (+ 0 (+ (* s877_0 32) (* s877_1 1)))))))
 (= carried1 (+ ?x305 held_byte1))))
(assert
 (let ((?x245 (+ 0 (* 4 (+ 0 (+ (* s878_0 32) (* s878_1 1)))))))
(and (and (>= s878_0 0) (< s878_0 8)) (and (>= s878_1 0) (< s878_1 32)) (and (>= s878_byte 0) (< s878_byte 4)) (= carried1 (+ ?x245 s878_byte)))))
(check-sat)
