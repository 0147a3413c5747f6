; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r685_byte () Int)
(declare-fun r685_0 () Int)
(declare-fun byte () Int)
(declare-fun w686_byte () Int)
(declare-fun w686_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s687_byte () Int)
(declare-fun s687_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s688_byte () Int)
(declare-fun s688_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s689_byte () Int)
(declare-fun s689_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s690_byte () Int)
(declare-fun s690_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s691_byte () Int)
(declare-fun s691_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s692_byte () Int)
(declare-fun s692_0 () Int)
(assert
 (let (($x470 (= byte (+ (+ 0 (* 4 (+ 0 (* r685_0 1)))) r685_byte))))
 (and (and (>= r685_0 0) (< r685_0 16)) (and (>= r685_byte 0) (< r685_byte 4)) $x470)))
(assert
 (let (($x234 (= byte (+ (+ 0 (* 4 (+ 0 (* w686_0 1)))) w686_byte))))
 (and (and (>= w686_0 0) (< w686_0 4)) (and (>= w686_byte 0) (< w686_byte 4)) $x234)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r685_0 1)))) held_byte0)))
(assert
 (let (($x145 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s687_0 1)))) s687_byte))))
 (and (and (>= s687_0 0) (< s687_0 4)) (and (>= s687_byte 0) (< s687_byte 4)) $x145)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s687_0 1)))) held_byte1)))
(assert
 (let (($x627 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s688_0 1)))) s688_byte))))
 (and (and (>= s688_0 0) (< s688_0 16)) (and (>= s688_byte 0) (< s688_byte 4)) $x627)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s688_0 1)))) held_byte2)))
(assert
 (let (($x207 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s689_0 1)))) s689_byte))))
 (and (and (>= s689_0 0) (< s689_0 16)) (and (>= s689_byte 0) (< s689_byte 4)) $x207)))
(assert
 (let (($x332 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x332)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s689_0 1)))) held_byte3)))
(assert
 (let (($x452 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s690_0 1)))) s690_byte))))
 (and (and (>= s690_0 0) (< s690_0 16)) (and (>= s690_byte 0) (< s690_byte 4)) $x452)))
(assert
 (let (($x239 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x239)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s690_0 1)))) held_byte4)))
(assert
 (let (($x210 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s691_0 1)))) s691_byte))))
 (and (and (>= s691_0 0) (< s691_0 4)) (and (>= s691_byte 0) (< s691_byte 4)) $x210)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s691_0 1)))) held_byte5)))
(assert
 (let (($x716 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s692_0 1)))) s692_byte))))
 (and (and (>= s692_0 0) (< s692_0 16)) (and (>= s692_byte 0) (< s692_byte 4)) $x716)))
(assert
 (let (($x534 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x310 (or false)))
(or $x310 (not $x534)))))
(check-sat)
