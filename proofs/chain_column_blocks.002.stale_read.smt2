; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r845_byte () Int)
(declare-fun r845_1 () Int)
(declare-fun r845_0 () Int)
(declare-fun byte () Int)
(declare-fun w846_byte () Int)
(declare-fun w846_1 () Int)
(declare-fun w846_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s847_byte () Int)
(declare-fun s847_1 () Int)
(declare-fun s847_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s848_byte () Int)
(declare-fun s848_1 () Int)
(declare-fun s848_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s849_byte () Int)
(declare-fun s849_1 () Int)
(declare-fun s849_0 () Int)
(assert
 (let ((?x465 (+ 0 (* 4 (+ 0 (+ (* r845_0 32) (* r845_1 1)))))))
 (and (and (>= r845_0 0) (< r845_0 8)) (and (>= r845_1 0) (< r845_1 32)) (and (>= r845_byte 0) (< r845_byte 4)) (= byte (+ ?x465 r845_byte)))))
(assert
 (let ((?x121 (+ 0 (* 4 (+ 0 (+ (* w846_0 32) (* w846_1 1)))))))
 (and (and (>= w846_0 0) (< w846_0 8)) (and (>= w846_1 0) (< w846_1 8)) (and (>= w846_byte 0) (< w846_byte 4)) (= byte (+ ?x121 w846_byte)))))
(assert
 (let (($x570 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x423 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x539 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x423 $x570)))
 (let (($x462 (or false)))
 (or $x462 (not $x539)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x465 (+ 0 (* 4 (+ 0 (+ (* r845_0 32) (* r845_1 1)))))))
 (= carried0 (+ ?x465 held_byte0))))
(assert
 (let ((?x577 (+ 0 (* 4 (+ 0 (+ (* s847_0 32) (* s847_1 1)))))))
 (and (and (>= s847_0 0) (< s847_0 8)) (and (>= s847_1 0) (< s847_1 32)) (and (>= s847_byte 0) (< s847_byte 4)) (= carried0 (+ ?x577 s847_byte)))))
(assert
 (let (($x78 (= (mod (mod (- (div (- carried0 0) 4) 8) 32) 1) 0)))
 (let (($x83 (< (div (mod (- (div (- carried0 0) 4) 8) 32) 1) 8)))
 (let (($x406 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 32) 8) $x83 $x78)))
 (let (($x462 (or false)))
 (or $x462 (not $x406)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x577 (+ 0 (* 4 (+ 0 (+ (* s847_0 32) (* s847_1 1)))))))
 (= carried1 (+ ?x577 held_byte1))))
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* s848_0 32) (* s848_1 1)))))))
 (and (and (>= s848_0 0) (< s848_0 8)) (and (>= s848_1 0) (< s848_1 32)) (and (>= s848_byte 0) (< s848_byte 4)) (= carried1 (+ ?x367 s848_byte)))))
(assert
 (let (($x215 (= (mod (mod (- (div (- carried1 0) 4) 16) 32) 1) 0)))
 (let (($x647 (< (div (mod (- (div (- carried1 0) 4) 16) 32) 1) 8)))
 (let (($x393 (and (>= (- (div (- carried1 0) 4) 16) 0) (< (div (- (div (- carried1 0) 4) 16) 32) 8) $x647 $x215)))
 (let (($x462 (or false)))
 (or $x462 (not $x393)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* s848_0 32) (* s848_1 1)))))))
 (= carried2 (+ ?x367 held_byte2))))
(assert
 (let ((?x648 (+ 0 (* 4 (+ 24 (+ (* s849_0 32) (* s849_1 1)))))))
(and (and (>= s849_0 0) (< s849_0 8)) (and (>= s849_1 0) (< s849_1 8)) (and (>= s849_byte 0) (< s849_byte 4)) (= carried2 (+ ?x648 s849_byte)))))
(check-sat)
